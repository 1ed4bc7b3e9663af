/** Every visible validation message of spec §5 (exact texts), plus the server-only ones. */
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
  // Not in the spec: rules the server adds (DESIGN §3).
  passwordTooLong: 'Password must be at most 128 characters',
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
} as const;

export const tooLong = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`;
