/** What a refused bot check answers (French, shown as is by the forms). */
export const BOT_CHECK_FAILED = 'La vérification anti-robot a échoué. Veuillez recharger la page et réessayer.';
export const BOT_CHECK_EXPIRED = 'La vérification anti-robot a expiré. Veuillez renvoyer le formulaire.';
export const BOT_CHECK_REUSED = 'Cette vérification anti-robot a déjà servi. Veuillez renvoyer le formulaire.';
export const BOT_CHECK_UNAVAILABLE =
  'La vérification anti-robot est momentanément indisponible. Veuillez renvoyer le formulaire dans quelques instants.';
