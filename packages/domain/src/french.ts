/**
 * French "de" before a first name: elided before a vowel or a mute h ("d'Inès", "d'Hugo"), not otherwise
 * ("de Léo"). An h is taken as mute: first names with an aspirated h are rare.
 */
export function deName(name: string): string {
  return /^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(name) ? `d'${name}` : `de ${name}`;
}
