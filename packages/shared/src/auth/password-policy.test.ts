import { describe, expect, it } from 'vitest';
import { partnerRegisterFormSchema, registerFormSchema, registerSchema } from './auth.schemas';
import { passwordPolicyTexts, personalPasswordIssue } from './password-policy';

describe('personalPasswordIssue', () => {
  it('refuses the e-mail, its local part, the name and the company name, whatever the case and spaces', () => {
    const owner = { email: 'Zuri.W@example.com', name: 'Zuri Wanjiku', companyName: 'Serengeti Tours' };
    expect(personalPasswordIssue('zuri.w@EXAMPLE.com', owner)).toBe(passwordPolicyTexts.isEmail);
    expect(personalPasswordIssue(' ZURI.W ', owner)).toBe(passwordPolicyTexts.isEmail);
    expect(personalPasswordIssue('zuri wanjiku', owner)).toBe(passwordPolicyTexts.isName);
    expect(personalPasswordIssue('SERENGETI TOURS', owner)).toBe(passwordPolicyTexts.isName);
    expect(personalPasswordIssue('zuri wanjiku 2026!', owner)).toBeNull();
    expect(personalPasswordIssue('anything at all', {})).toBeNull();
  });
});

describe('the registration schemas apply it', () => {
  it('on the API body and on both forms, under password', () => {
    const body = { name: 'Amina Traveller', email: 'amina@example.com', password: 'AMINA TRAVELLER', avatar_url: null };
    const api = registerSchema.safeParse(body);
    expect(api.success).toBe(false);
    expect(api.error?.issues).toEqual([expect.objectContaining({ path: ['password'], message: passwordPolicyTexts.isName })]);
    const form = registerFormSchema.safeParse({ ...body, password: 'amina', confirmPassword: 'amina', agreeTerms: true });
    expect(form.error?.issues.map((i) => i.message)).toContain('Password must be at least 8 characters long.');
    const formEmail = registerFormSchema.safeParse({ ...body, password: 'amina@example.com', confirmPassword: 'amina@example.com', agreeTerms: true });
    expect(formEmail.error?.issues.map((i) => i.message)).toEqual([passwordPolicyTexts.isEmail]);
    const partner = partnerRegisterFormSchema.safeParse({
      companyName: 'Kilimanjaro Tours',
      name: 'Baraka',
      email: 'baraka@example.com',
      phone: '+255 712 345 678',
      website_url: '',
      logo_url: '',
      serviceType: 'tours',
      password: 'kilimanjaro tours',
      confirmPassword: 'kilimanjaro tours',
      agreeTerms: true,
    });
    expect(partner.error?.issues.map((i) => i.message)).toEqual([passwordPolicyTexts.isName]);
    expect(registerSchema.safeParse({ ...body, password: 'a good long secret' }).success).toBe(true);
  });
});
