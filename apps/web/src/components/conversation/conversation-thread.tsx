import { messageInsertSchema, type Message } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useThreadRead } from './use-thread-read';
import { Banner, useBanner } from '../banner';
import { LoadFailure } from '../report/load-failure';
import { formatDateTime } from '../../lib/format-date';
import { useMessagesQuery, useSendMessageMutation } from './conversation-api';
import { AttachmentList } from '../attachments/attachment-list';
import { FilePicker, refusalsOf, useUploadFiles } from '../attachments/attach-files';
import { useRequestFiles } from '../attachments/attachments-api';
import { useState } from 'react';
import './conversation-thread.css';

/** Said on success: the reply's `message` is the new message itself, not a text. */
export const SENT = 'Message sent';

const ROLE_LABEL: Record<Message['author']['role'], string> = {
  customer: 'Customer',
  partner: 'Analyst',
  admin: 'Analyst',
};

/**
 * The thread between a request's owner and its analysts, oldest first, with a box to write the
 * next message. Each side is notified of the other's message (by the server). `selfId` marks the
 * reader's own messages; without `canWrite` (a company's viewer) the thread is read only.
 */
export const ConversationThread = ({
  incidentId,
  selfId,
  canWrite = true,
}: {
  incidentId: string;
  selfId: string;
  canWrite?: boolean;
}) => {
  const messages = useMessagesQuery(incidentId);
  const lastRef = useThreadRead(incidentId, selfId, messages.data);
  const [send, sending] = useSendMessageMutation();
  const { banner, show } = useBanner();
  const files = useRequestFiles(incidentId);
  const { upload, uploading } = useUploadFiles();
  const [chosen, setChosen] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const form = useCheckedForm({
    schema: messageInsertSchema,
    initial: { body: '' },
    prepare: ({ body }) => ({ incident_id: incidentId, body }),
    warn: show,
    send: async (body) => {
      // A file that would be refused keeps the message back, so nothing is half sent.
      const refused = refusalsOf(chosen);
      if (refused.length > 0) return show(refused.join('. '));
      const reply = await send(body).unwrap();
      const failed = await upload('message', reply.message.message_id, chosen);
      form.reset();
      setChosen([]);
      setPickerKey((key) => key + 1);
      show(failed.length > 0 ? failed.join('. ') : SENT, failed.length > 0 ? 'warning' : 'success');
    },
  });
  const filesOf = (messageId: string) =>
    (files.data?.file ?? []).filter(
      (file) => file.parent === 'message' && file.parent_id === messageId,
    );

  return (
    <Card
      as="section"
      className="shadow-sm mt-3 conversation d-print-none"
      aria-labelledby={`thread-${incidentId}`}
    >
      <Card.Header>
        <h2 id={`thread-${incidentId}`} className="h5 mb-0">
          <i className="bi bi-chat-left-text me-2" aria-hidden="true" />
          Conversation
        </h2>
      </Card.Header>
      <Card.Body>
        {messages.error ? (
          <LoadFailure error={messages.error} />
        ) : messages.data && messages.data.length > 0 ? (
          <ol className="list-unstyled conversation-messages mb-3">
            {messages.data.map((message, index, all) => (
              <li
                key={message.message_id}
                ref={index === all.length - 1 ? lastRef : undefined}
                className={`conversation-message ${message.author.user_id === selfId ? 'is-own' : ''}`}
              >
                <div className="small text-body-secondary">
                  <strong className="text-body">{message.author.name}</strong> ·{' '}
                  {ROLE_LABEL[message.author.role]} · {formatDateTime(message.created_at)}
                </div>
                <p className="mb-0 conversation-body">{message.body}</p>
                <AttachmentList
                  files={filesOf(message.message_id)}
                  label={`Files of the message by ${message.author.name}`}
                />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-body-secondary small">
            {messages.isLoading ? 'Loading messages…' : 'No messages yet.'}
          </p>
        )}
        <Banner banner={banner} />
        {canWrite ? (
          <Form noValidate onSubmit={form.submit}>
            <Form.Group className="mb-2" controlId={`message-${incidentId}`}>
              <Form.Label>Message</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                value={form.values.body}
                onChange={(event) => form.set('body', event.target.value)}
              />
            </Form.Group>
            <FilePicker
              id={`message-files-${incidentId}`}
              label="Attach files to the message"
              onChange={setChosen}
              resetKey={pickerKey}
              disabled={uploading}
            />
            <Button
              type="submit"
              variant="outline-primary"
              disabled={sending.isLoading || uploading}
            >
              <i className="bi bi-send me-1" aria-hidden="true" />
              Send
            </Button>
          </Form>
        ) : (
          <p className="small text-body-secondary mb-0">
            Viewers read this conversation but cannot write on it.
          </p>
        )}
      </Card.Body>
    </Card>
  );
};
