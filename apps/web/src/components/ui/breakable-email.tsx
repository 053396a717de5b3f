import { Fragment } from 'react';

/**
 * An e-mail address that may break after its @ and before each dot of its domain, never inside a word: a long
 * address wraps in a narrow table column instead of widening the table (issue 22: admin tables fit at 1280 px).
 * Fragments, not spans: the address stays one text in its parent (what a search or a screen reader reads).
 */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  const [host, ...rest] = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {host}
      {rest.map((part, i) => (
        <Fragment key={i}>
          <wbr />.{part}
        </Fragment>
      ))}
    </>
  );
}
