import { chromium } from 'playwright-core';
const base = 'http://localhost:3999';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const routes = ['/', '/service-discovery', '/stories', '/login', '/blog', '/featured-services', '/about', '/pricing', '/contact', '/plan-trip', '/register'];
for (const r of routes) {
  const p = await b.newPage({ viewport: { width: 390, height: 844 } });
  const msgs = [];
  p.on('console', (m) => { if (m.type() !== 'debug' && m.type() !== 'info' && m.type() !== 'log') msgs.push(`${m.type()}: ${m.text()}`); });
  p.on('pageerror', (e) => msgs.push('pageerror: ' + e.message));
  const reqs = [];
  p.on('request', (q) => { if (q.url().includes('/api/')) reqs.push([Date.now(), q.url().replace(base, '')]); });
  const t0 = Date.now();
  await p.goto(base + r, { waitUntil: 'networkidle' });
  const scripts = await p.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js')).map((e) => [e.name.split('/').pop(), Math.round(e.startTime), e.transferSize]));
  const apis = await p.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/')).map((e) => [e.name.split('/api/')[1], Math.round(e.startTime)]));
  const lastScript = Math.max(...scripts.map((s) => s[1]));
  console.log(r, 'js', (scripts.reduce((a, s) => a + s[2], 0) / 1024).toFixed(1), 'KB, files', scripts.length, 'apis', JSON.stringify(apis), 'last script start', lastScript, msgs.length ? '\n   ' + msgs.join('\n   ') : '');
  await p.close();
}
await b.close();
