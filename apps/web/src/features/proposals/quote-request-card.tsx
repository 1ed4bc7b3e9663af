import type { QuoteRequest } from '@georisk/contract';
import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { CountryNames } from '../../components/country-names';
import { formatDateTime } from '../../lib/format-date';

/** One request priced on quote: its query type, question, who asks and when, then `children`. */
export const QuoteRequestCard = ({
  request,
  children,
}: {
  request: QuoteRequest;
  children: ReactNode;
}) => {
  const titleId = useId();
  return (
    <Card as="article" className="shadow-sm mb-3" aria-labelledby={titleId}>
      <Card.Body>
        <h2 className="h5 mb-1" id={titleId}>
          {request.queryType.name}
          <span className="visually-hidden">: {request.query}</span>
        </h2>
        <p className="mb-1 text-break">{request.query}</p>
        <p className="small text-body-secondary mb-2">
          {request.customerType} · {request.category.name} · filed{' '}
          {formatDateTime(request.created_at)}
          {request.company && ` · ${request.company.name}`}{' '}
          <CountryNames codes={request.countries} />
        </p>
        {children}
      </Card.Body>
    </Card>
  );
};
