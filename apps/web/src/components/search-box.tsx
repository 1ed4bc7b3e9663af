import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/**
 * A search box above a list: submits the trimmed text; emptying the box shows the whole list again.
 * `label` names the field for screen readers and is its placeholder.
 */
export const SearchBox = ({
  label,
  initial = '',
  onSearch,
  size,
  className = 'mb-3',
}: {
  label: string;
  initial?: string;
  onSearch: (q: string) => void;
  size?: 'sm';
  className?: string;
}) => {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form role="search" onSubmit={submit} className={className}>
      <InputGroup size={size}>
        <Form.Control
          type="search"
          aria-label={label}
          placeholder={label}
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
