/** Reply texts of the categories routes and the refusals their service can give. */
export const CATEGORY_MESSAGES = {
  label: { one: 'Category', many: 'Categories' },
  nameTaken: 'A Category with this name already exists',
  inUse: 'This Category still has Factors or QueryTypes. Remove them first.',
} as const;
