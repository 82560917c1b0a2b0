// A small HTTP reverse proxy for bench/cluster.ts, in its own process: each request goes to the next
// upstream in turn (round robin), response streamed back as it comes (event streams included). A bench-only
// header `x-bench-upstream: <index>` pins a request to one upstream (the diner's stream on B, the staff's
// writes on A). Keep-alive to the upstreams, as a real load balancer would.
import http from 'node:http';

const upstreams = (process.env.PROXY_UPSTREAMS ?? '').split(',').map((u) => new URL(u));
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const server = http.createServer((req, res) => {
  const pinned = req.headers['x-bench-upstream'];
  const index = typeof pinned === 'string' ? Number(pinned) : next++ % upstreams.length;
  const target = upstreams[index]!;
  const headers: http.OutgoingHttpHeaders = { ...req.headers, host: target.host };
  delete headers['x-bench-upstream'];
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  // A client gone mid-response (a closed event stream) ends the upstream request too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
