import type { ServiceFormValues } from '@mt/shared';

/**
 * The multipart body of POST/PUT /services (spec 2 section 7): text fields, base_price, length and group
 * sizes left out when empty, is_active as the text 'true' or 'false', the season as JSON text ('[]': all
 * year; docs/decisions/0036-service-facts.md), and the image file when one was chosen.
 */
export function serviceFormData(values: ServiceFormValues, image: File | null): FormData {
  const body = new FormData();
  body.set('name', values.name);
  body.set('type', values.type);
  body.set('description', values.description);
  body.set('location_details', values.location_details ?? '');
  body.set('country', values.country);
  if (values.base_price !== null) body.set('base_price', String(values.base_price));
  body.set('currency', values.currency);
  body.set('pricing_description', values.pricing_description ?? '');
  body.set('is_active', values.is_active ? 'true' : 'false');
  if (values.duration_hours !== null) body.set('duration_hours', String(values.duration_hours));
  if (values.group_size_min !== null) body.set('group_size_min', String(values.group_size_min));
  if (values.group_size_max !== null) body.set('group_size_max', String(values.group_size_max));
  body.set('availability', JSON.stringify(values.availability));
  if (image) body.set('image', image);
  return body;
}
