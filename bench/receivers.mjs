// Five webhook receivers for bench/webhooks.sh: each answers 200 {"ok":true} at once and counts what it got.
// Prints its ports as a JSON list on the first line; GET /count on any of them gives the total received.
import http from 'node:http';

let total = 0;
const ports = [];
for (let i = 0; i < 5; i += 1) {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/count') {
      res.end(String(total));
      return;
    }
    req.resume();
    req.on('end', () => {
      total += 1;
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  ports.push(server.address().port);
}
console.log(JSON.stringify(ports));
