import { Fragment } from 'react';

/**
 * Text whose slashes allow a line break after them ('View/Manage Trip', 'Activity/Excursion'), which browsers
 * otherwise keep on one line: narrow table columns wrap the label instead of widening the table. Fragments, so
 * the text stays one text in its parent.
 */
export function SlashBreaks({ text }: { text: string }) {
  return text.split('/').map((part, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}
