import { mount } from 'svelte';
import './app.css';
import PhoneApp from './components/phone/PhoneApp.svelte';
import { PhoneLink } from './lib/phone-link.svelte.ts';

const link = new PhoneLink();
const target = document.getElementById('phone');
if (!target) throw new Error('phone.html has no #phone');
mount(PhoneApp, { target, props: { link } });
link.start();
