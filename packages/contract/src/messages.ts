/** Every visible validation message the screens show (exact texts, docs/rules/screens.md), plus the server-only ones. */
export const MESSAGES = {
  invalidEmail: 'Invalid Email',
  invalidPassword:
    'Invalid Password: minLength: 8, minLowercase: 1, minUppercase: 1, minNumbers: 1, minSymbols: 1',
  invalidFirstName: 'Invalid First Name',
  invalidLastName: 'Invalid Last Name',
  invalidPhoneCode: 'Invalid Phone Code. Please Choose from the List',
  invalidPhone: 'Invalid Phone Number. Please Give only Numbers',
  passwordMismatch: 'Password and Confirm Password must Match',
  userInfoMissing: 'User Information Missing',
  invalidNumber: 'Invalid Number',
  selectIdentification: 'Please select Identification',
  selectQueryType: 'Please select QueryType',
  specifyQuery: 'Please specify the Query',
  categoryName: 'Please specify Categories Name',
  categoryIcon: 'Please specify Categories Icon',
  categoryAbout: 'Please specify Category Description',
  queryTypeName: 'Please specify QueryType Name',
  queryTypeIcon: 'Please specify QueryType Icon',
  queryTypeAbout: 'Please specify Category Description',
  selectCategories: 'Please Select Categories',
  factorName: 'Please specify Factor Name',
  factorCode: 'Please specify Factor Code',
  factorIcon: 'Please specify Factor Icon',
  factorAbout: 'Please specify Category Description',
  // Not in the spec: rules the server adds (docs/security.md).
  passwordTooLong: 'Password must be at most 128 characters',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Current password is incorrect',
  invalidId: 'Invalid identifier',
  invalidToken: 'Invalid or expired link. Please request a new one',
  invalidUrl: 'Please specify a valid http(s) URL',
  invalidRiskLevel: 'Please select a Risk Level',
  invalidDate: 'Please specify a valid date and time',
  articleTitle: 'Please specify the Article Title',
  articleSource: 'Please specify the Source Name',
  articleContent: 'Please specify the Article Content',
  invalidFindingStatus: 'Response Status must be Green, Yellow or Red',
  invalidCustomerType: 'Customer Type must be Citizen, Corporate, Government or Global',
  invalidBoolean: 'Must be true or false',
  invalidPaging: 'limit must be 1 to 500 and offset 0 or more',
  invalidMessagePaging: 'limit must be 1 to 200 and offset 0 or more',
  removeFlag: 'is_deleted must be true to remove a record',
  textNotAllowed: 'Text contains characters that are not allowed',
  unavailable: 'The service is busy or restarting. Please try again in a few seconds',
  invalidCountry: 'Invalid Country',
  invalidTrendDays: 'Days must be a whole number from 1 to 730',
  tooManyCountries: 'Too many countries',
  // Places (the gazetteer and located news).
  placeQuery: 'Please type a city name',
  placeName: 'Please specify the Place name',
  invalidPlaces: 'Places must be a list of cities',
  tooManyPlaces: 'Too many places',
  invalidLatitude: 'Latitude must be a number from -90 to 90',
  invalidLongitude: 'Longitude must be a number from -180 to 180',
  // The request workflow.
  invalidIncidentStatus: 'Status must be Submitted, In review or Answered',
  invalidAssignee: 'Assignee must be a user id, "me" or "none"',
  invalidSort: 'Sort must be due, newest or oldest',
  invalidScope: 'Scope must be mine or company',
  invalidSlaHours: 'Hours must be a whole number from 1 to 720',
  specifyMessage: 'Please write a message',
  questionInReview:
    'This Incident Request is being reviewed; add a message instead of changing the question',
  invalidNotificationRead: 'Please name a notification_id or send all: true',
} as const;

/** A single-line text with a bidirectional control or a zero-width character (text-rules.ts). */
export const invisibleCharacters = (label: string): string =>
  `Remove invisible or direction-changing characters from the ${label}`;

export const tooLong = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`;

/** Publishing needs every active factor rated with a response; names the first one missing. */
export const rateEveryFactor = (factorName: string): string =>
  `Please rate every factor: ${factorName}`;
