// The only script of the prerendered landing page (ADR 009): the header's phone menu. It must
// stay this small — no React, no router — so that `/` loads a few hundred bytes of JavaScript.
// The stylesheet is imported here so that Vite links the same CSS file as index.html.
import { attachMobileMenu } from '@/components/mobile-menu';
import '@/index.css';

const header = document.querySelector('header');
if (header) attachMobileMenu(header);
