import { mount } from 'svelte';
import './app.css';
import App from './App.svelte';
import { connect } from './api.ts';
import { Session } from './lib/session.svelte.ts';

const session = new Session(connect());
const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app');
mount(App, { target, props: { session } });
session.start();
