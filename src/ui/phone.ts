import { mount } from 'svelte';
import './app.css';
import PhoneApp from './components/phone/PhoneApp.svelte';
import { PhoneLink } from './lib/phone-link.svelte.ts';
import { i18n } from './i18n/index.svelte.ts';

const link = new PhoneLink();
const target = document.getElementById('phone');
if (!target) throw new Error('phone.html has no #phone');
// The phone opens in its own language: its words (loaded apart from the bundle) come first.
await i18n.ready;
mount(PhoneApp, { target, props: { link } });
link.start();
