/**
 * The heart on every service card (issue 22), apart from the saved list's texts: the catalogue's first load
 * carries these few words only (issue 20's budget), the rest comes with the code that uses it.
 */
export const saveHeartTexts = {
  save: (name: string) => `Save ${name}`,
  remove: (name: string) => `Remove ${name} from saved`,
} as const;
