// The widget without its bundled blob-URL workers (the site's CSP allows scripts and workers from
// itself only): the PBKDF2 worker is built by Vite as a file of its own.
import 'altcha/external';
import 'altcha/altcha.css';
import './altcha-theme.css';
import 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
