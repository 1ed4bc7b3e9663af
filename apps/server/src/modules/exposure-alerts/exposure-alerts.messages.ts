/** The exposure alerts module's replies and refusals (docs/rules/exposure.md). */
export const ALERT_TEXTS = {
  label: 'Alert',
  read: 'Alert found.',
  listed: 'Alerts found.',
  acknowledged: 'Alert acknowledged.',
  dismissed: 'Alert dismissed.',
  escalated: 'Request filed with an analyst.',
  alreadyHandled: (status: string) => `This alert is already ${status}`,
  noQueryType:
    'No request type is available to file this alert with; please ask an administrator to add one',
  noAlerts: 'Only customers and the members of a company receive exposure alerts',
  requestText: (branch: string, place: string, title: string, url: string, distance: string) =>
    `Exposure alert for our branch ${branch}${place}: ${title}${distance}. Source: ${url}. ` +
    'Please assess the risk to this branch and its people.',
  tripRequestText: (stop: string, title: string, url: string, distance: string) =>
    `In-trip alert (${stop}): ${title}${distance}. Source: ${url}. ` +
    'Please assess the risk to our traveller there.',
} as const;
