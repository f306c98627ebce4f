/**
 * A server that would store messages in a file it cannot keep refuses them with a JSON 503
 * naming the missing configuration, and writes nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

let dir: string;

async function postWith(env: Record<string, string>) {
  for (const name of [
    "BACKEND_URL",
    "DATABASE_URL",
    "DATA_DIR",
    "VERCEL",
    "AWS_LAMBDA_FUNCTION_NAME",
  ])
    delete process.env[name];
  Object.assign(process.env, env);
  jest.resetModules();
  const route = await import("./route");
  const response = await route.POST(
    new Request("http://127.0.0.1:3000/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.7.7.7" },
      body: JSON.stringify({ data: { name: "سالم", phone: "0912345678", message: "مرحبا" } }),
    }),
  );
  return { status: response.status, body: await response.json() };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "mizan-unkeepable-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("POST /api/contact where files are not kept", () => {
  it.each([
    ["VERCEL", "Vercel"],
    ["AWS_LAMBDA_FUNCTION_NAME", "AWS Lambda"],
  ])("answers 503 on a serverless host (%s set)", async (variable, host) => {
    const dataDir = path.join(dir, variable);
    const answer = await postWith({ DATA_DIR: dataDir, [variable]: "1" });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ success: false, code: "storage_not_configured" });
    expect(answer.body.error).toMatch(/DATABASE_URL.*BACKEND_URL/);
    const { configuredDestination, describeDestination } =
      await import("@/lib/contact/message-destination");
    // The start-up log line names the host and the variables to set.
    expect(describeDestination(configuredDestination())).toMatch(
      new RegExp(`REFUSED with 503.*${host}.*DATABASE_URL.*BACKEND_URL`),
    );
    expect(fs.existsSync(path.join(dataDir, "messages.sqlite"))).toBe(false);
  });

  it("answers 503 when the data folder cannot be created", async () => {
    const file = path.join(dir, "a-file");
    fs.writeFileSync(file, "");
    const answer = await postWith({ DATA_DIR: path.join(file, "data") });
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe("storage_not_configured");
    const { configuredDestination, describeDestination } =
      await import("@/lib/contact/message-destination");
    expect(describeDestination(configuredDestination())).toMatch(/not writable \(ENOTDIR\)/);
  });

  it("accepts messages on a serverless host once DATABASE_URL or BACKEND_URL is set", async () => {
    const { chooseDestination } = await import("@/lib/contact/message-destination");
    const config = { DATA_DIR: dir, BACKEND_URL: undefined, DATABASE_URL: "postgres://db/x" };
    expect(chooseDestination(config, { VERCEL: "1" }).kind).toBe("postgres");
    expect(
      chooseDestination({ ...config, BACKEND_URL: "https://api.example" }, { VERCEL: "1" }).kind,
    ).toBe("backend");
    expect(chooseDestination({ ...config, DATABASE_URL: undefined }, { VERCEL: "1" }).kind).toBe(
      "unkeepable",
    );
  });
});
