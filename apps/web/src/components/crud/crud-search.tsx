import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/** The search box above a list: submits `q`; clearing the box shows the whole list again. */
export const CrudSearch = ({ noun, onSearch }: { noun: string; onSearch: (q: string) => void }) => {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form role="search" onSubmit={submit} className="mb-3">
      <InputGroup>
        <Form.Control
          type="search"
          aria-label={`Search ${noun}`}
          placeholder={`Search ${noun}`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '') onSearch('');
          }}
        />
        <Button type="submit" variant="outline-secondary">
          <i className="bi bi-search me-1" aria-hidden="true" />
          Search
        </Button>
      </InputGroup>
    </Form>
  );
};
