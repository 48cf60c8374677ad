// openid-client (ESM only, so outside Jest's CommonJS transform) introspecting tokens as an LMS does (RFC 7662).
// Usage: node openid-introspect.mjs <introspection endpoint> <client id> <client secret> <token>...
// Prints one JSON line: the answers in order, or the library's error.
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
try {
  const answers = [];
  for (const token of tokens) answers.push(await client.tokenIntrospection(configuration, token));
  console.log(JSON.stringify({ answers }));
} catch (error) {
  console.log(JSON.stringify({ error: `${error.name}: ${error.message}` }));
}
