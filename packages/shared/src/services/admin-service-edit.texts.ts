/** The admin's service edit modal (spec 3 "a service edit modal (save and close)") and its edit history. */
export const adminServiceEditTexts = {
  edit: 'Edit',
  editLabel: (name: string) => `Edit service: ${name}`,
  title: (name: string) => `Edit Service: ${name}`,
  save: 'Save and Close',
  saving: 'Saving...',
  cancel: 'Cancel',
  loading: 'Loading service…',
  loadFailed: 'Failed to load the service.',
  updated: (name: string) => `Service "${name}" updated successfully`,
  unchanged: (name: string) => `Nothing changed in "${name}".`,
  updateFailed: 'Failed to update the service.',
  partnerNotice: 'The partner is e-mailed a list of what you change.',
  historyTitle: 'Edit history',
  noHistory: 'No admin has edited this service yet.',
  /** "Changed price from 1,200.00 to 1,350.00" (one per changed field). */
  change: (field: string, from: string, to: string) => `Changed ${field} from ${from} to ${to}`,
  /** Who and when, after the changes of one save. */
  byLine: (adminName: string, date: string) => `${adminName}, ${date}`,
  formerAdmin: 'A former admin',
  none: 'none',
  yes: 'yes',
  no: 'no',
  /** Names of the fields in the history and the partner's e-mail; a field without one is named by its key. */
  fieldLabels: {
    name: 'name',
    type: 'type',
    description: 'description',
    location_details: 'location',
    country: 'country',
    base_price: 'price',
    currency: 'currency',
    pricing_description: 'pricing description',
    is_active: 'active',
  } as Record<string, string>,
} as const;
