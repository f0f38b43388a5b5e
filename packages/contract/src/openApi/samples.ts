/**
 * Code samples of the API reference page: one signed `verify/phone3` call in curl, Node, Java and
 * Python. `origin` is where the console is served. The Node, Python and curl samples are run against
 * a real server by the open API's tests, so they cannot drift from what the server checks.
 */
export const sampleBody = '{"name":"张三","idNumber":"110101199003077651","phone":"13800000001"}';
export const samplePath = '/webgate/platform-api/v1/verify/phone3';

export function openApiSamples(origin: string): Record<'curl' | 'node' | 'java' | 'python', string> {
  return {
    curl: `APP_ID=your-app-id APP_SECRET=your-secret
BODY='${sampleBody}'
URL_PATH='${samplePath}'
TS=$(date +%s%3N)
NONCE=$(openssl rand -hex 16)
SHA=$(printf '%s' "$BODY" | openssl dgst -sha256 -hex | awk '{print $NF}')
SIG=$(printf 'POST\\n%s\\n\\n%s\\n%s\\n%s' "$URL_PATH" "$TS" "$NONCE" "$SHA" | openssl dgst -sha256 -hmac "$APP_SECRET" -binary | base64)
curl -sS "${origin}$URL_PATH" -H 'Content-Type: application/json' -H 'Accept-Language: en' \\
  -H "X-App-Id: $APP_ID" -H "X-Timestamp: $TS" -H "X-Nonce: $NONCE" \\
  -H "X-Content-SHA256: $SHA" -H "X-Signature: $SIG" --data-raw "$BODY"`,
    node: `// Node 18+: node verify.mjs (APP_ID and APP_SECRET in the environment)
import { createHash, createHmac, randomBytes } from 'node:crypto';

const path = '${samplePath}';
const body = JSON.stringify({ name: '张三', idNumber: '110101199003077651', phone: '13800000001' });
const timestamp = String(Date.now());
const nonce = randomBytes(16).toString('hex');
const contentSha256 = createHash('sha256').update(body).digest('hex');
const signature = createHmac('sha256', process.env.APP_SECRET)
  .update(['POST', path, '', timestamp, nonce, contentSha256].join('\\n'))
  .digest('base64');
const res = await fetch('${origin}' + path, {
  method: 'POST',
  body,
  headers: {
    'Content-Type': 'application/json',
    'Accept-Language': 'en',
    'X-App-Id': process.env.APP_ID,
    'X-Timestamp': timestamp,
    'X-Nonce': nonce,
    'X-Content-SHA256': contentSha256,
    'X-Signature': signature,
  },
});
console.log(JSON.stringify(await res.json()));`,
    java: `// Java 17+: java Verify.java (APP_ID and APP_SECRET in the environment)
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class Verify {
  public static void main(String[] args) throws Exception {
    String path = "${samplePath}";
    byte[] body = ${JSON.stringify(sampleBody)}.getBytes(StandardCharsets.UTF_8);
    String timestamp = String.valueOf(System.currentTimeMillis());
    byte[] random = new byte[16];
    new SecureRandom().nextBytes(random);
    String nonce = HexFormat.of().formatHex(random);
    String contentSha256 = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(body));
    String toSign = String.join("\\n", "POST", path, "", timestamp, nonce, contentSha256);
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(System.getenv("APP_SECRET").getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
    String signature = Base64.getEncoder().encodeToString(mac.doFinal(toSign.getBytes(StandardCharsets.UTF_8)));
    HttpRequest request = HttpRequest.newBuilder(URI.create("${origin}" + path))
        .header("Content-Type", "application/json")
        .header("Accept-Language", "en")
        .header("X-App-Id", System.getenv("APP_ID"))
        .header("X-Timestamp", timestamp)
        .header("X-Nonce", nonce)
        .header("X-Content-SHA256", contentSha256)
        .header("X-Signature", signature)
        .POST(HttpRequest.BodyPublishers.ofByteArray(body))
        .build();
    System.out.println(HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString()).body());
  }
}`,
    python: `# Python 3: python3 verify.py (APP_ID and APP_SECRET in the environment)
import base64, hashlib, hmac, json, os, secrets, time, urllib.error, urllib.request

path = "${samplePath}"
body = json.dumps({"name": "张三", "idNumber": "110101199003077651", "phone": "13800000001"},
                  ensure_ascii=False, separators=(",", ":")).encode()
timestamp = str(int(time.time() * 1000))
nonce = secrets.token_hex(16)
content_sha256 = hashlib.sha256(body).hexdigest()
to_sign = "\\n".join(["POST", path, "", timestamp, nonce, content_sha256])
signature = base64.b64encode(hmac.new(os.environ["APP_SECRET"].encode(), to_sign.encode(), hashlib.sha256).digest()).decode()
request = urllib.request.Request("${origin}" + path, data=body, method="POST", headers={
    "Content-Type": "application/json", "Accept-Language": "en", "X-App-Id": os.environ["APP_ID"],
    "X-Timestamp": timestamp, "X-Nonce": nonce, "X-Content-SHA256": content_sha256, "X-Signature": signature})
try:
    print(urllib.request.urlopen(request).read().decode())
except urllib.error.HTTPError as refused:  # a refusal still answers { code, msg, data }
    print(refused.read().decode())`,
  };
}
