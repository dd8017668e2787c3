import { snapshot } from './layout';

export default function Page() {
  // The site's own markup of its hero heading, copied from its build.
  return <main className="container-site pt-28" dangerouslySetInnerHTML={{ __html: snapshot().hero }} />;
}
