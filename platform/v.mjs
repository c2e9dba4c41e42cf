import { secp256k1 } from '@noble/curves/secp256k1.js';
const { Point } = secp256k1;
const Fn = Point.Fn;
const key = secp256k1.utils.randomSecretKey();
const pub = secp256k1.getPublicKey(key, false);
const msgs = Array.from({length: 1000}, () => crypto.getRandomValues(new Uint8Array(32)));
const sigs = msgs.map(m => secp256k1.sign(m, key, { prehash: false, format: 'recovered' }));
const bench = (name, fn, n = 1000) => { let t0 = performance.now(); for (let i = 0; i < n; i++) fn(i); const dt = performance.now()-t0; console.log(name, (n/dt*1000).toFixed(0), '/s'); };
bench('verify', i => secp256k1.verify(sigs[i], msgs[i], pub, { prehash: false, format: 'recovered' }));
const Wg = Number(process.argv[2]||8), Wp = Number(process.argv[3]||8);
let t0 = performance.now();
Point.BASE.precompute(Wg, false);
const P = Point.fromBytes(pub); P.precompute(Wp, false);
console.log('precompute ms', (performance.now()-t0).toFixed(1));
const bytesToNum = (b) => BigInt('0x' + Buffer.from(b).toString('hex'));
function myVerify(sig, msg, P) {
  const r = bytesToNum(sig.subarray(1,33)), s = bytesToNum(sig.subarray(33,65));
  const h = Fn.create(bytesToNum(msg));
  const is = Fn.inv(s);
  const R = Point.BASE.multiplyUnsafe(Fn.create(h*is)).add(P.multiplyUnsafe(Fn.create(r*is)));
  const q = R.toAffine();
  return Fn.create(q.x) === r && (Number(q.y & 1n)) === sig[0];
}
bench('myVerify', i => { if (!myVerify(sigs[i], msgs[i], P)) throw new Error('bad ' + i); });
bench('verify after G precompute', i => secp256k1.verify(sigs[i], msgs[i], pub, { prehash: false, format: 'recovered' }));
const P2 = Point.fromBytes(pub);
bench('myVerify no P table', i => { if (!myVerify(sigs[i], msgs[i], P2)) throw new Error('bad'); });
for (const W of [3,4,5]) {
  let t = performance.now();
  const P3 = Point.fromBytes(pub); P3.precompute(W, false);
  console.log('W', W, 'table ms', (performance.now()-t).toFixed(2));
  bench('myVerify P W=' + W, i => { if (!myVerify(sigs[i], msgs[i], P3)) throw new Error('bad'); });
}
