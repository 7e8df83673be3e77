/** The `$id` route parameter as a simulado id; anything that is no positive whole number reads as 0 (not found). */
export function parseSimuladoId(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}
