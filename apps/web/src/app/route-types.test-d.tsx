/**
 * Type test (checked by `npm run typecheck`, never run): the route tree keeps its literal paths, so a wrong
 * path, a wrong param name or a wrong search value in a link does not compile. Each `@ts-expect-error`
 * fails the typecheck if the line below it ever compiles again.
 */
import { getRouteApi, Link, linkOptions } from '@tanstack/react-router';

export const links = [
  <Link key="ok" to="/questoes/trilha/$id" params={{ id: '12' }} search={{ questao: '3' }} />,
  <Link
    key="ok-type"
    to="/$type/$course_uuid/module/$module_id"
    params={{ type: 'courses', course_uuid: 'c', module_id: '1' }}
    search={{ aula: '26' }}
  />,
  <Link
    key="ok-page"
    to="/$type/$category/$query"
    params={{ type: 'tv', category: 'todos', query: 'todos' }}
    search={{ page: 2 }}
  />,
  // @ts-expect-error a path that is not a route
  <Link key="typo" to="/questoez/typo" />,
  // @ts-expect-error a param the route does not have
  <Link key="param" to="/questoes/trilha/$id" params={{ trilha: '12' }} />,
  // @ts-expect-error a search value of the wrong type (positions are text)
  <Link key="search" to="/questoes/trilha/$id" params={{ id: '12' }} search={{ questao: 3 }} />,
  // @ts-expect-error a page is a number or its text, not a boolean
  <Link key="page" to="/genre/$no/tv" params={{ no: '4' }} search={{ page: true }} />,
  // @ts-expect-error a search key the route does not validate
  <Link key="search-key" to="/auth/newLogin" search={{ redirec: '/courses' }} />,
];

export const options = linkOptions({ to: '/auth/user-validation', search: { email: 'a@b.c', sent: 'yes' } });

export function useTrackParams(): string {
  const track = getRouteApi('/shell/questoes/trilha/$id');
  const { id } = track.useParams();
  // @ts-expect-error the track route has no `module_id`
  const { module_id: _moduleId } = track.useParams();
  return id;
}

// @ts-expect-error a route id that does not exist
getRouteApi('/shell/questoez/trilha/$id');
