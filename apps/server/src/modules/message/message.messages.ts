export const MESSAGE_MESSAGES = {
  inserted: 'Message sent',
  listed: 'Messages found',
  read: 'Conversation read',
  notFound: 'Incident Request',
  notificationText: (author: string, query: string) =>
    `${author} wrote a message on the Incident Request "${query}"`,
} as const;
