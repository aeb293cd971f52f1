/** The page of `cwsim serve`: the lobby at '#/', a table at '#/t/<table>/<seat>'. */
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { Lobby } from './Lobby.js';
import { TablePage } from './TablePage.js';

function App(): JSX.Element {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const on = (): void => setHash(location.hash);
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  const m = /^#\/t\/([a-z0-9-]+)\/([a-z0-9-]+)$/.exec(hash);
  return m ? <TablePage key={hash} table={m[1]!} seat={m[2]!} /> : <Lobby />;
}

render(<App />, document.getElementById('app')!);
