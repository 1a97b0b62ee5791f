// The sample of the JavaScript Formatter page and the output Prettier gives it with the page's default options.
// The page shows this output before Prettier has loaded; e2e/tools/formatters.spec.ts checks that
// Prettier still produces exactly this (regenerate it after upgrading Prettier).

export const javascriptSample = {
  input: `import {useEffect,useState} from 'react'
export function useUser(id){const [user,setUser]=useState(null);useEffect(()=>{const ctrl=new AbortController();fetch(\`/api/users/\${id}\`,{signal:ctrl.signal,headers:{Accept:'application/json'}}).then(r=>r.ok?r.json():Promise.reject(new Error(\`HTTP \${r.status}\`))).then(setUser).catch(()=>{});return ()=>ctrl.abort()},[id]);return user}`,
  output: `import { useEffect, useState } from "react";
export function useUser(id) {
  const [user, setUser] = useState(null);
  useEffect(() => {
    const ctrl = new AbortController();
    fetch(\`/api/users/\${id}\`, {
      signal: ctrl.signal,
      headers: { Accept: "application/json" },
    })
      .then((r) =>
        r.ok ? r.json() : Promise.reject(new Error(\`HTTP \${r.status}\`)),
      )
      .then(setUser)
      .catch(() => {});
    return () => ctrl.abort();
  }, [id]);
  return user;
}
`,
};
