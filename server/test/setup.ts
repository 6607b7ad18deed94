/**
 * Runs in each server test file's context before the file itself.
 *
 * Node 21 and later have a global `navigator`, which jest copies into the test context. node-forge's
 * big-number code (the RSA of the contract PDFs' signatures, the demo data's included) takes that for a
 * browser and picks its multiply loop that calls `Math.floor` on every digit. Inside jest's vm context
 * each such global lookup is slow, so the demo data took 4-5 s to seed on Node 22 against 2 s on Node 20,
 * past jest's hook limit on a busy host. The server itself, outside a vm context, is not affected.
 * Without `navigator` forge picks the loop it uses on Node 20.
 */
delete (globalThis as { navigator?: unknown }).navigator;
