/**
 * Every French sentence of the public site's shell (header, footer, menu) and of its modals: the only strings every
 * first visit downloads. The pages' and forms' sentences are in pages.ts, downloaded with the pages.
 */
export const shell = {
  skipToContent: 'Aller au contenu',
  homeLink: (brand: string) => `${brand}, retour à l'accueil`,
  nav: {
    merchants: 'Artisans',
    contact: 'Nous contacter',
    about: 'Qui sommes-nous ?',
  },
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  menuTitle: 'Menu',
  footer: {
    legal: 'Mentions légales',
    cgu: 'CGU',
    cgv: 'CGV',
    privacy: 'Confidentialité',
    accessibility: 'Accessibilité : non conforme',
    giftCard: 'Offrir une carte cadeau',
    navigationLabel: 'Informations légales',
    copyright: (brand: string, year: number) => `© ${year} ${brand}`,
    tagline: "Des ateliers d'anniversaire gourmands chez les artisans près de chez vous.",
  },
  loading: 'Chargement…',
};

export const modals = {
  giftCard: {
    title: 'Carte Cadeau',
    intro: "Envie d'offrir un atelier d'anniversaire ? Contactez-nous pour composer votre carte cadeau :",
    byEmail: (email: string) => `Par e-mail : ${email}`,
    byPhone: (phone: string) => `Par téléphone : ${phone}`,
    close: 'Fermer',
  },
  error: {
    title: 'Une erreur est survenue',
    close: 'Fermer',
  },
};

