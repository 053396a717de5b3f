import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { proposalTexts as t } from '@mt/shared';

/** The contents the admin's form asks for (issue 18), as the request then carries them. */
export const FILLED_CONTENTS = {
  nights: 6,
  inclusions: { accommodation_style: 'tented camp', guided_activities: 3, airport_transfers: true, flights_included: false, meals: 'breakfast daily' },
  teaser: 'Dunes at dawn.',
};

export async function fillProposalContents(user: UserEvent, teaser = FILLED_CONTENTS.teaser) {
  const nights = screen.getByLabelText(t.nightsField);
  await user.clear(nights);
  await user.type(nights, '6');
  const guided = screen.getByLabelText(t.guidedActivitiesField);
  await user.clear(guided);
  await user.type(guided, '3');
  await user.type(screen.getByLabelText(t.accommodationField), 'tented camp');
  await user.type(screen.getByLabelText(t.mealsField), 'breakfast daily');
  await user.click(screen.getByLabelText(t.transfersField));
  await user.type(screen.getByLabelText(t.teaserField), teaser);
}
