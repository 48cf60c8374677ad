// openid-client (ESM only, so outside Jest's CommonJS transform) introspecting tokens as an LMS does (RFC 7662).
// Usage: node openid-introspect.mjs <introspection endpoint> <client id> <client secret> <token>...
// Prints one JSON line: the answers in order, or the library's error (with the OAuth error code it read, if any).
// INTROSPECT_BODY, if set, is sent instead of the form the library writes: the library refuses to send a request
// without a token itself, but must still read the server's answer to one.
import * as client from 'openid-client';

const [endpoint, clientId, clientSecret, ...tokens] = process.argv.slice(2);
const issuer = new URL(endpoint).origin;
const configuration = new client.Configuration(
  { issuer, introspection_endpoint: endpoint },
  clientId,
  clientSecret,
  client.ClientSecretBasic(clientSecret),
);
client.allowInsecureRequests(configuration);
const replacedBody = process.env.INTROSPECT_BODY;
if (replacedBody !== undefined)
  configuration[client.customFetch] = (url, options) => fetch(url, { ...options, body: replacedBody });
try {
  const answers = [];
  for (const token of tokens) answers.push(await client.tokenIntrospection(configuration, token));
  console.log(JSON.stringify({ answers }));
} catch (error) {
  console.log(JSON.stringify({ error: `${error.name}: ${error.message}`, code: error.error, status: error.status }));
}
