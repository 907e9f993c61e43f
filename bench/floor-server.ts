// The machine's floor for a round trip: the least any entry could cost here. A page sends one WebSocket message
// to this process, which makes one durable SQLite commit (WAL, synchronous=FULL, as the games are stored) and
// answers; the page changes one node. Run as a child process like the host (`node bin/tsx.mjs
// bench/floor-server.ts <data dir>`); it prints its address once listening.
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import Database from 'better-sqlite3';
import { socketServer } from '../src/host/web-socket.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: floor-server.ts <data dir>');

const db = new Database(path.join(dir, 'floor.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec('CREATE TABLE IF NOT EXISTS entries (seq INTEGER PRIMARY KEY, text TEXT NOT NULL)');
const insert = db.prepare<[string]>('INSERT INTO entries (text) VALUES (?)');

/** One button, one node to change, the same socket the app's page uses. */
const PAGE = `<!doctype html><meta charset="utf-8"><title>floor</title>
<button id="send" type="button">send</button> <span id="answer">0</span>
<script>
  const socket = new WebSocket('ws://' + location.host + '/socket');
  const answer = document.getElementById('answer');
  socket.onmessage = (event) => { answer.textContent = event.data; };
  document.getElementById('send').onclick = () => socket.send(JSON.stringify({ entry: 'draw' }));
  socket.onopen = () => document.body.dataset.ready = 'yes';
</script>`;

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(PAGE);
});
const sockets = socketServer({ maxMessage: 1024 * 1024 });
server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
  sockets.accept(req, socket, head, (text, peer) => {
    // One transaction, committed (and synced) before the answer leaves.
    const { lastInsertRowid } = insert.run(text);
    peer.send(String(lastInsertRowid));
  });
});
server.listen(0, '127.0.0.1', () => {
  console.log(`floor at http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
const stop = () => {
  db.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
