// The one file, not the package: vite.config.ts reads this table, and Node cannot load the package's
// TypeScript entry while the config loads.
import { paths } from '../../../../packages/shared/src/common/paths';

/**
 * The pages a first visit lands on, with the module their route loads in router.tsx (a test holds the two
 * together). The build lists each one's JavaScript and the server names it in the page's HTML as
 * modulepreload links, so a phone fetches the page's code alongside the framework instead of after it
 * (issue 20; apps/web/build/route-preloads.ts, apps/api/src/plugins/route-preloads.ts).
 */
export const PRELOADED_PAGES: readonly { pattern: string; module: string }[] = [
  { pattern: paths.home, module: 'src/app/routes/home.tsx' },
  { pattern: paths.featuredServices, module: 'src/app/routes/featured-services.tsx' },
  { pattern: paths.serviceDiscovery, module: 'src/app/routes/service-discovery.tsx' },
  { pattern: paths.partnerPage.pattern, module: 'src/app/routes/partner-page.tsx' },
  { pattern: paths.stories, module: 'src/features/stories/pages/stories-page.tsx' },
  { pattern: paths.story.pattern, module: 'src/features/stories/pages/story-detail-page.tsx' },
  { pattern: paths.blog, module: 'src/features/blog/pages/blog-list-page.tsx' },
  { pattern: paths.blogPost.pattern, module: 'src/features/blog/pages/blog-post-page.tsx' },
  { pattern: paths.about, module: 'src/features/static-pages/pages/about-page.tsx' },
  { pattern: paths.pricing, module: 'src/features/static-pages/pages/pricing-page.tsx' },
  { pattern: paths.contact, module: 'src/features/contact/pages/contact-page.tsx' },
  { pattern: paths.login, module: 'src/features/auth/pages/login-page.tsx' },
  { pattern: paths.register, module: 'src/features/auth/pages/register-page.tsx' },
  { pattern: paths.partnerRegister, module: 'src/features/auth/pages/partner-register-page.tsx' },
  // The reset link of an e-mail lands here first.
  { pattern: paths.resetPassword, module: 'src/features/auth/pages/reset-password-page.tsx' },
];
