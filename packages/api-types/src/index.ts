/**
 * The API's requests and answers, generated from its OpenAPI document by `npm run sync:api`: do not edit by hand.
 * Change the backend's DTO and response classes, then run `npm run sync:api` (docs/api.md).
 */

export interface paths {
    "/api/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Réglages publics du site (marque, contact, paiement, reCAPTCHA, prix, éditeur, hébergeur, médiateur) */
        get: operations["PublicConfigController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connexion d'un administrateur */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** L'administrateur connecté */
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comptes des opérateurs (filtres q sur l’e-mail, disabled) */
        get: operations["AdminsController_list"];
        put?: never;
        /** Ajouter un administrateur (mot de passe assez fort exigé) */
        post: operations["AdminsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un compte opérateur */
        get: operations["AdminsController_findOne"];
        /** Réinitialiser le mot de passe et/ou désactiver (ou réactiver) un administrateur */
        put: operations["AdminsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Historique des changements d'un enregistrement (filter={"entity_id":…}) */
        get: operations["AdminAuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** File d'envoi des mails (filtres status, template, q sur destinataire et objet) */
        get: operations["AdminMailController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mails/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un mail, avec ses versions HTML et texte */
        get: operations["AdminMailController_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mails/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renvoyer un mail en attente ou en échec */
        post: operations["AdminMailController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bot-check/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Défi ALTCHA signé, à résoudre dans la page avant d’envoyer un formulaire public */
        get: operations["BotCheckController_challenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchants/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Candidature d'un artisan (formulaire public, reCAPTCHA action SUBMIT) */
        post: operations["MerchantsController_apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Candidatures des artisans (filtres status, activity_sector_id, city_id, createdAt_gte/lte, q) */
        get: operations["AdminMerchantsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant-requests/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Nombre de candidatures par statut, avec les autres filtres de la liste */
        get: operations["AdminMerchantsController_counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant-requests/bulk-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Valider ou refuser plusieurs candidatures ; ce qui n’a pas pu être fait est listé par identifiant */
        post: operations["AdminMerchantsController_bulkStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Une candidature */
        get: operations["AdminMerchantsController_findOne"];
        /** Modifier une candidature en attente ou validée */
        put: operations["AdminMerchantsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant-requests/{id}/space-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Envoyer à l'artisan validé un nouveau lien vers son espace, par e-mail */
        post: operations["AdminMerchantsController_sendSpaceLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant-requests/{id}/space-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Révoquer tous les liens de l'artisan (espace et agenda) */
        delete: operations["AdminMerchantsController_revokeSpaceLinks"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant-requests/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Valider (active) ou refuser (rejected, avec un motif) une candidature */
        put: operations["AdminMerchantsController_status"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cities/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Autocomplétion des villes (3 caractères minimum, 20 résultats au plus) */
        get: operations["CitiesController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liste des villes (conventions ra-data-simple-rest) */
        get: operations["CitiesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity-sectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liste des secteurs d'activité */
        get: operations["CitiesController_sectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** État du service et de la base de données */
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Demande d'atelier d'un parent (formulaire public) */
        post: operations["ParentsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liste (filtres tab, status, q, dates ; conventions ra-data-simple-rest)
         * @description Avec une recherche q, le total de Content-Range est compté jusqu'à 100 lignes après le début de la page : au-delà (total > début + 100), c'est un minimum. q demande 3 lettres ou chiffres.
         */
        get: operations["AdminParentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nombre de demandes par onglet, selon les autres filtres
         * @description Exact sans recherche ; avec une recherche q, compté jusqu'à 100 par onglet (101 veut dire « plus de 100 »).
         */
        get: operations["AdminParentsController_counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/bulk-close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archiver plusieurs demandes */
        post: operations["AdminParentsController_bulkClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Une demande, avec sa ville, ses propositions et son statut */
        get: operations["AdminParentsController_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}/proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Envoyer une proposition au parent */
        post: operations["AdminParentsController_propose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirmer le règlement du solde (ou demander une proposition validée) */
        post: operations["AdminParentsController_validate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}/validated-proposal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Créer une proposition validée et valider la demande, sans e-mail au parent */
        post: operations["AdminParentsController_validatedProposal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuser la demande (motif obligatoire) */
        post: operations["AdminParentsController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archiver la demande (motif facultatif) */
        post: operations["AdminParentsController_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enregistrer le commentaire interne */
        put: operations["AdminParentsController_updateNotes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent-space/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recevoir par e-mail le lien de son espace (même réponse que l’adresse soit connue ou non) */
        post: operations["ParentSpaceController_requestLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent-space/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** L'espace du parent : sa demande, son historique, les montants, la proposition et les actions ouvertes */
        get: operations["ParentSpaceController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent-space/{token}/proposal/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuser la proposition (motif facultatif) ; l'acompte suit l'article 6 des CGV */
        post: operations["ParentSpaceController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent-space/{token}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Modifier le nombre d'enfants ou les allergies, jusqu'à J-10 */
        put: operations["ParentSpaceController_updateDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent-space/{token}/proposal/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepter la proposition et régler le solde (150,00 €, fixé par le serveur) */
        post: operations["ParentSpacePaymentsController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent-space/{token}/balance/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Issue du paiement du solde (page de retour du paiement) */
        get: operations["ParentSpacePaymentsController_balanceStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent-space/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Annuler la réservation (CGV §6) ; dryRun : seulement en dire l'issue */
        post: operations["ParentSpacePaymentsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent-space/{token}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** L'atelier réservé au format iCalendar (une fois la réservation acceptée) */
        get: operations["ParentSpacePaymentsController_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent-space/{token}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Télécharger mes données : tout ce qui est conservé sur l'adresse e-mail de la demande (fichier JSON) */
        get: operations["ParentDataController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent-space/{token}/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Effacer mes données : ce que chaque demande de l'adresse permet maintenant (effaçable, ou ce qui est en cours et jusqu'à quand) */
        get: operations["ParentDataController_erasureStatus"];
        put?: never;
        /** Demander l'effacement : un lien de confirmation part par e-mail à l'adresse (un par quart d'heure) */
        post: operations["ParentDataController_requestErasure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent-space/erasure-confirmations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirmer l'effacement (lien reçu par e-mail) : anonymise chaque demande de l'adresse sans rien en cours */
        post: operations["ParentDataController_confirmErasure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exporter les données de l'adresse e-mail de la demande (fichier JSON, droit d'accès) */
        get: operations["AdminParentDataController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Effacer les données de l'adresse e-mail de la demande (chaque demande sans rien en cours) */
        post: operations["AdminParentDataController_erase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Intent de paiement de l'acompte (30,00 €, fixé par le serveur) */
        post: operations["PaymentsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/status/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Issue du paiement de l'acompte d'une demande */
        get: operations["PaymentsController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/demo/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mode démonstration : confirmer le paiement sans carte */
        post: operations["PaymentsController_confirmDemo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rembourser l'acompte (ce qu'il en reste) au parent */
        post: operations["AdminPaymentsController_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parent-space/{token}/receipts/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Télécharger un reçu ou un avoir de sa demande */
        get: operations["ParentSpaceReceiptsController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Les reçus et avoirs émis pour une demande */
        get: operations["AdminReceiptsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/receipts/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Télécharger un reçu ou un avoir (le fichier émis) */
        get: operations["AdminReceiptsController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Artisans candidats, classés (éligibles, puis distance, puis moins d’ateliers récents) */
        get: operations["AdminCandidatesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/unmatched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Demandes payées sans artisan : toutes les offres de la dernière file ont échoué */
        get: operations["AdminOffersController_unmatched"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Les offres de la demande, la file la plus récente en premier */
        get: operations["AdminOffersController_list"];
        put?: never;
        /** Proposer l'atelier à des artisans, dans l'ordre : le premier reçoit l'offre */
        post: operations["AdminOffersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/parent-requests/{id}/offers/{offerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Retirer une offre en file ou en attente (une offre en attente passe à l'artisan suivant) */
        delete: operations["AdminOffersController_withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}/offers/{offerId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepter l'offre : la proposition part à la famille */
        post: operations["MerchantOffersController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}/offers/{offerId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refuser l'offre (raison facultative) : elle passe à l'artisan suivant */
        post: operations["MerchantOffersController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recevoir par e-mail le lien de son espace artisan (même réponse que l’adresse soit connue ou non) */
        post: operations["MerchantSpaceController_requestLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** L'espace de l'artisan : son profil, ses disponibilités, ses offres et ses ateliers confirmés */
        get: operations["MerchantSpaceController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Modifier ses jours et créneaux, son nombre d'enfants maximum et ses dates d'absence */
        put: operations["MerchantSpaceController_updateAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}/calendar-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Une nouvelle adresse d'abonnement à l'agenda des ateliers ; l'ancienne cesse de fonctionner */
        post: operations["MerchantSpaceController_calendarLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Télécharger ses données (fichier JSON) : candidature, disponibilités, offres, ateliers, coordonnées de paiement masquées, relevés, parts */
        get: operations["MerchantSpaceController_exportData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}/erasure-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Demander l'effacement de ses données : un e-mail à l'équipe, une fois par demande en cours */
        post: operations["MerchantSpaceController_requestErasure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Les ateliers confirmés de l'artisan, en flux iCalendar pour son agenda */
        get: operations["MerchantSpaceController_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant-requests/{id}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Les données de l'artisan (fichier JSON, le même que dans son espace) ; tracé */
        get: operations["AdminMerchantDataController_exportData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant-requests/{id}/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Effacer les données de l'artisan (demande par e-mail ou courrier) : tout, sauf ce que la loi fiscale impose de garder s'il a été payé ; refusé tant qu'un atelier est en cours, à venir ou à payer */
        post: operations["AdminMerchantDataController_erase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/dac7": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Déclaration DAC7 d'une année : une ligne par vendeur payé, les montants par trimestre (docs/dac7.md) */
        get: operations["AdminDac7Controller_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/dac7/incomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Les vendeurs payés dans l'année et les artisans validés dont les coordonnées sont incomplètes pour la déclaration */
        get: operations["AdminDac7Controller_incomplete"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant-requests/{id}/dac7-copies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refaire la copie DAC7 d'une année (remplace le PDF, journalisé) ; l'envoyer à l'artisan seulement si demandé */
        post: operations["AdminDac7CopiesController_regenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}/dac7-copies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ses copies annuelles de la déclaration DAC7, de l'année la plus récente à la plus ancienne */
        get: operations["MerchantDac7CopiesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}/dac7-copies/{year}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sa copie DAC7 d'une année (PDF) */
        get: operations["MerchantDac7CopiesController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}/payout-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ses coordonnées de paiement (IBAN et numéro fiscal masqués) et ce qui manque */
        get: operations["PayoutDetailsController_view"];
        /** Enregistrer ses coordonnées de paiement ; chaque changement est tracé et confirmé par e-mail */
        put: operations["PayoutDetailsController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant-requests/{id}/payout-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Les coordonnées de paiement de l'artisan (IBAN et numéro fiscal masqués) et ce qui manque */
        get: operations["AdminPayoutDetailsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/owed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ce qui est dû à chaque artisan : ateliers payables de la période (jour de Paris) et dettes d'ateliers remboursés après paiement */
        get: operations["AdminPayoutsController_owed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Les virements, du plus récent au plus ancien */
        get: operations["AdminPayoutsController_list"];
        put?: never;
        /** Préparer le virement SEPA de la période pour les artisans aux coordonnées complètes, et leurs relevés */
        post: operations["AdminPayoutsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un virement : ses artisans, leurs relevés et leurs lignes */
        get: operations["AdminPayoutsController_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-batches/{id}/sepa.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Le fichier de virement SEPA (pain.001.001.03) à remettre à la banque */
        get: operations["AdminPayoutsController_sepa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-batches/{id}/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marquer le virement comme remis à la banque (une fois) : chaque artisan reçoit son relevé par e-mail */
        post: operations["AdminPayoutsController_markSent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-batches/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Annuler un fichier généré, pas encore remis à la banque : ses ateliers sont de nouveau dus */
        post: operations["AdminPayoutsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-statements/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Le relevé de paiement d'un artisan (PDF) */
        get: operations["AdminPayoutsController_statement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchant-requests/{id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** La part de l'artisan par atelier et son historique */
        get: operations["AdminMerchantSharesController_history"];
        put?: never;
        /** Changer la part de l'artisan validé par atelier, à partir de maintenant */
        post: operations["AdminMerchantSharesController_change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}/statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ses relevés de paiement (virements remis à la banque), du plus récent au plus ancien */
        get: operations["MerchantStatementsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant-space/{token}/statements/{id}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un de ses relevés de paiement (PDF) */
        get: operations["MerchantStatementsController_statement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reminders/late": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Demandes en retard maintenant, pour chaque relance à l’opérateur (calculées à la volée) */
        get: operations["AdminRemindersController_late"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statistiques de visite par jour, totaux, période précédente, pages et appareils (366 jours au plus) */
        get: operations["StatsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/daily-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jours saisis à la main */
        get: operations["AdminDailyStatsController_list"];
        put?: never;
        /** Saisir un jour passé non mesuré par le suivi */
        post: operations["AdminDailyStatsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/daily-stats/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import CSV (day,uniqueSessions,pageViews,bounceRate) : tout ou rien, erreurs ligne par ligne */
        post: operations["AdminDailyStatsController_importCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/daily-stats/{day}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Un jour saisi à la main */
        get: operations["AdminDailyStatsController_get"];
        /** Corriger un jour saisi à la main */
        put: operations["AdminDailyStatsController_update"];
        post?: never;
        /** Supprimer un jour saisi à la main ; répond le jour supprimé */
        delete: operations["AdminDailyStatsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/operations/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dernière réussite de chaque tâche planifiée et file des e-mails, avec ce qui est en retard */
        get: operations["AdminOperationsController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enregistre une page vue (sans cookie ni adresse IP) ; les robots sont ignorés */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TrackDto"];
                    "text/plain": components["schemas"]["TrackDto"];
                };
            };
            responses: {
                /** @description Vue reçue (ou ignorée : robot, ou trop de vues depuis la même adresse) */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Charge utile invalide (message en français) */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiErrorBody"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        PricesResponse: {
            /**
             * @description Acompte, en centimes
             * @example 3000
             */
            depositAmount: number;
            /** @example eur */
            currency: string;
            /**
             * @description Prix total de l'atelier, en euros
             * @example 180
             */
            totalPrice: number;
        };
        OperatorResponse: {
            /** @example Les P'tits Mitrons SAS */
            legalName: string;
            /** @example 12 rue des Boulangers, 75011 Paris */
            address: string;
            /** @example 12345678200002 */
            siret: string;
            /**
             * @description Numéro de TVA intracommunautaire
             * @example FR11123456782
             */
            vatNumber: string;
            /**
             * @description Directeur ou directrice de la publication
             * @example Camille Martin
             */
            publicationDirector: string;
        };
        HostResponse: {
            /** @example Hébergeur Exemple SAS */
            name: string;
            /** @example 2 rue des Serveurs, 59100 Roubaix */
            address: string;
            /** @example 01 02 03 04 05 */
            phone: string;
        };
        MediatorResponse: {
            /** @example Médiateur Exemple de la consommation */
            name: string;
            /** @example 3 rue de la Médiation, 75008 Paris */
            address: string;
            /**
             * @description Site où déposer une demande de médiation
             * @example https://mediateur.example
             */
            url: string;
        };
        PublicConfigResponse: {
            /** @example Les P'tits Mitrons */
            brandName: string;
            contactEmail: string;
            contactPhone: string;
            /** @enum {string} */
            paymentProvider: "stripe" | "demo";
            stripePublishableKey: string | null;
            /**
             * @description ALTCHA par défaut ; reCAPTCHA seulement après accord du visiteur, ALTCHA sinon
             * @enum {string}
             */
            botCheckProvider: "altcha" | "recaptcha";
            /** @description Avec le fournisseur reCAPTCHA configuré seulement */
            recaptchaSiteKey: string | null;
            prices: components["schemas"]["PricesResponse"];
            /** @description L'éditeur du site, tel que les mentions légales et les reçus le nomment */
            operator: components["schemas"]["OperatorResponse"];
            /** @description L'hébergeur du site, tel que les mentions légales le nomment */
            host: components["schemas"]["HostResponse"];
            /** @description Le médiateur de la consommation que nomment les CGV */
            mediator: components["schemas"]["MediatorResponse"];
        };
        LoginDto: {
            /** @example admin@example.com */
            email: string;
            password: string;
        };
        LoginResponse: {
            /** @description Jeton JWT, à envoyer en Authorization: Bearer */
            token: string;
        };
        FieldErrorBody: {
            /** @example parent_phone */
            field?: string;
            /** @example Veuillez entrer un numéro de téléphone valide (10 chiffres) */
            message: string;
            /** @description Ligne du fichier importé (import CSV seulement) */
            line?: number;
        };
        ApiErrorBody: {
            /** @example 400 */
            statusCode: number;
            /**
             * @description Une phrase en français, à afficher telle quelle
             * @example La requête est invalide.
             */
            message: string;
            /**
             * @description Le nom du statut HTTP, ou le code métier
             * @example Bad Request
             */
            error: string;
            /** @description Code métier stable (par ex. PROPOSAL_EXISTS) */
            code?: string;
            /** @description Les champs refusés, dans leur ordre (erreurs de saisie) */
            errors?: components["schemas"]["FieldErrorBody"][];
        };
        CurrentAdminResponse: {
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            id: string;
            email: string;
            /** @example Administrateurs */
            type: string;
        };
        AdminResponse: {
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            id: string;
            email: string;
            disabled: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastLoginAt: string | null;
        };
        CreateAdminDto: {
            /** @example operateur@example.com */
            email: string;
            /** @description Au moins 10 caractères, jugé assez fort (zxcvbn, score 3 sur 4) */
            password: string;
        };
        UpdateAdminDto: {
            /** @description Nouveau mot de passe (mêmes règles qu’à la création) */
            password?: string;
            /** @description true désactive le compte (ses jetons cessent de fonctionner), false le réactive */
            disabled?: boolean;
        };
        AuditRecordResponse: {
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            id: string;
            /** @example parent_request */
            entity_type: string;
            entity_id: string;
            /** @example reject */
            action: string;
            /** @description Identifiant d'un administrateur, ou public, stripe, system */
            actor: string;
            /** @description E-mail de l'administrateur, sinon l'acteur lui-même */
            actor_label: string;
            status_before: string | null;
            status_after: string | null;
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        MailResponse: {
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            id: string;
            template: string;
            recipient: string;
            subject: string;
            /** @enum {string} */
            status: "queued" | "failed" | "sent";
            status_label: string;
            attempts: number;
            /** Format: date-time */
            next_attempt_at: string;
            last_error: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sent_at: string | null;
        };
        MailDetailResponse: {
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            id: string;
            template: string;
            recipient: string;
            subject: string;
            /** @enum {string} */
            status: "queued" | "failed" | "sent";
            status_label: string;
            attempts: number;
            /** Format: date-time */
            next_attempt_at: string;
            last_error: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            sent_at: string | null;
            dedup_key: string;
            /** @description Vide une fois effacé par la rétention */
            html: string;
            text: string;
            /** Format: date-time */
            body_purged_at: string | null;
        };
        AltchaChallengeResponse: {
            /** @description Paramètres de la preuve de travail (algorithme, nonce, sel, coût, préfixe, expiration), couverts par la signature */
            parameters: {
                [key: string]: unknown;
            };
            /** @description Signature HMAC des paramètres */
            signature?: string;
        };
        BotCheckFieldsDto: {
            /** @description Charge utile du widget ALTCHA : un défi de GET /api/bot-check/challenge, résolu */
            altcha?: string;
            /** @description Jeton reCAPTCHA Enterprise (action SUBMIT), avec ce fournisseur, une fois le script de Google accepté */
            recaptchaToken?: string;
            /** @description Champ piège : toujours vide quand une personne remplit le formulaire (le site l'envoie vide) */
            website?: string;
        };
        CreateMerchantRequestDto: {
            establishment_name: string;
            /** @description Identifiant d’un secteur connu (boulanger), ou le texte saisi pour « autre » */
            activity_sector_id: string;
            address: string;
            city_id: string;
            manager_firstname: string;
            manager_lastname: string;
            email: string;
            /**
             * @description 10 chiffres (espaces, points et tirets retirés)
             * @example 0612345678
             */
            phone: string;
            capacity: number;
            available_days?: ("Lundi" | "Mardi" | "Mercredi" | "Jeudi" | "Vendredi" | "Samedi" | "Dimanche")[];
            available_hours?: ("08:00" | "08:30" | "09:00" | "09:30" | "10:00" | "10:30" | "11:00" | "11:30" | "12:00" | "12:30" | "13:00" | "13:30" | "14:00" | "14:30" | "15:00" | "15:30" | "16:00" | "16:30" | "17:00" | "17:30" | "18:00" | "18:30" | "19:00" | "19:30" | "20:00" | "20:30" | "21:00" | "21:30" | "22:00" | "22:30" | "23:00" | "23:30")[];
            description?: string;
            /**
             * @description Les CGU (version du 2026-11-29) et les conditions des artisans (version du 2026-11-29) acceptées : obligatoire
             * @enum {boolean}
             */
            terms_accepted: true;
        };
        CreatedRecordResponse: {
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            id: string;
            /** @example submitted */
            status: string;
        };
        SectorReferenceResponse: {
            /** @example boulanger */
            _id: string;
            /** @example Boulanger */
            nom: string;
        };
        MerchantCityReferenceResponse: {
            _id: string;
            /** @example Lyon */
            nom: string;
            /** @example 69001 */
            code_postal: string;
        };
        MerchantRequestResponse: {
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            id: string;
            establishment_name: string;
            activity_sector_id: components["schemas"]["SectorReferenceResponse"];
            address: string;
            city_id: components["schemas"]["MerchantCityReferenceResponse"];
            manager_firstname: string;
            manager_lastname: string;
            email: string;
            phone: string;
            description: string | null;
            /** @description Superficie du commerce (m²) */
            capacity: number;
            /** @description Nombre d'enfants maximum */
            max_children: number;
            /**
             * @description Dates d'absence (AAAA-MM-JJ), à partir d'aujourd'hui
             * @example [
             *       "2026-12-24"
             *     ]
             */
            days_off: string[];
            /**
             * Format: date-time
             * @description Dernier lien vers son espace envoyé à l’artisan
             */
            space_link_sent_at: string | null;
            /**
             * @example [
             *       "Samedi"
             *     ]
             */
            available_days: string[];
            /**
             * @example [
             *       "14:00",
             *       "14:30"
             *     ]
             */
            available_hours: string[];
            /** @enum {string} */
            status: "pending_validation" | "active" | "rejected";
            status_label: string;
            /**
             * @description Couleur MUI du statut
             * @enum {string}
             */
            status_severity: "default" | "primary" | "secondary" | "error" | "info" | "success" | "warning";
            rejectionReason: string | null;
            /**
             * Format: date-time
             * @description Acceptation des CGU et des conditions des artisans (null : non enregistrée)
             */
            terms_accepted_at: string | null;
            /**
             * Format: date
             * @description Version des CGU acceptée
             */
            cgu_version: string | null;
            /**
             * Format: date
             * @description Version des conditions des artisans acceptée
             */
            artisan_terms_version: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        MerchantRequestCountsResponse: {
            pending_validation: number;
            active: number;
            rejected: number;
        };
        MerchantBulkStatusDto: {
            /** @enum {string} */
            status: "pending_validation" | "active" | "rejected";
            /** @description Obligatoire pour refuser (rejected), ignoré sinon */
            rejectionReason?: string;
            ids: string[];
        };
        BulkFailureResponse: {
            id: string;
            message: string;
        };
        BulkStatusResponse: {
            /** @description Identifiants changés */
            data: string[];
            failed: components["schemas"]["BulkFailureResponse"][];
        };
        UpdateMerchantRequestDto: {
            establishment_name: string;
            /** @description Identifiant d’un secteur connu (boulanger), ou le texte saisi pour « autre » */
            activity_sector_id: string;
            address: string;
            city_id: string;
            manager_firstname: string;
            manager_lastname: string;
            email: string;
            /**
             * @description 10 chiffres (espaces, points et tirets retirés)
             * @example 0612345678
             */
            phone: string;
            capacity: number;
            available_days?: ("Lundi" | "Mardi" | "Mercredi" | "Jeudi" | "Vendredi" | "Samedi" | "Dimanche")[];
            available_hours?: ("08:00" | "08:30" | "09:00" | "09:30" | "10:00" | "10:30" | "11:00" | "11:30" | "12:00" | "12:30" | "13:00" | "13:30" | "14:00" | "14:30" | "15:00" | "15:30" | "16:00" | "16:30" | "17:00" | "17:30" | "18:00" | "18:30" | "19:00" | "19:30" | "20:00" | "20:30" | "21:00" | "21:30" | "22:00" | "22:30" | "23:00" | "23:30")[];
            description: string;
            max_children?: number;
        };
        MerchantStatusDto: {
            /** @enum {string} */
            status: "pending_validation" | "active" | "rejected";
            /** @description Obligatoire pour refuser (rejected), ignoré sinon */
            rejectionReason?: string;
        };
        CityResponse: {
            _id: string;
            id: string;
            /** @example Lyon */
            nom: string;
            /** @example 69001 */
            code_postal: string;
        };
        SectorResponse: {
            /** @example boulanger */
            _id: string;
            /** @example boulanger */
            id: string;
            /** @example Boulanger */
            nom: string;
        };
        HealthResponse: {
            /** @enum {string} */
            status: "ok";
            /**
             * @description La base de données en service
             * @enum {string}
             */
            database: "pglite" | "postgres";
        };
        CreateParentRequestDto: {
            parent_firstname: string;
            parent_lastname: string;
            parent_email: string;
            /**
             * @description 10 chiffres (espaces, points et tirets retirés)
             * @example 0612345678
             */
            parent_phone: string;
            child_firstname: string;
            child_age: number;
            target_address: string;
            /** @description Identifiant de la ville (autocomplétion /api/cities/search) */
            target_city_id: string;
            /**
             * @description AAAA-MM-JJ, au moins 21 jours après aujourd’hui (heure de Paris)
             * @example 2026-12-05
             */
            desired_date: string;
            number_of_children: number;
            merchant_type?: string;
            allergies?: string;
            /**
             * @description Code d'avoir réglant l'acompte à la place d'une carte
             * @example AVOIR-7KQ2-M9XD
             */
            credit_code?: string;
            /**
             * @description Les CGV (version du 2026-11-29) acceptées par la case à cocher du formulaire : obligatoire, avant tout paiement
             * @enum {boolean}
             */
            terms_accepted: true;
        };
        CreatedParentRequestResponse: {
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            id: string;
            /** @example submitted */
            status: string;
            /**
             * @description Présent quand un code d'avoir a réglé l'acompte : aucun paiement par carte ne suit
             * @enum {boolean}
             */
            paidByCredit?: true;
        };
        ProposalResponse: {
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            id: string;
            establishment_name: string;
            address: string;
            /** Format: date-time */
            date: string;
            payment_link: string | null;
            /** @enum {string} */
            status: "sent" | "validated" | "accepted" | "closed";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            closedAt: string | null;
        };
        ParentRequestResponse: {
            /** Format: uuid */
            _id: string;
            /** Format: uuid */
            id: string;
            parent_firstname: string;
            parent_lastname: string;
            parent_email: string;
            parent_phone: string;
            child_firstname: string;
            child_age: number;
            target_address: string;
            target_city_id: components["schemas"]["CityResponse"];
            /** @example 2026-12-05 */
            desired_date: string;
            /** @description Allergies ou régimes particuliers */
            allergies: string | null;
            /** @description Ce que le parent a fait depuis son espace */
            badges: ("balance_paid_online" | "declined_by_parent" | "cancelled_by_parent" | "credit_issued")[];
            number_of_children: number;
            /** @example boulanger */
            merchant_type: string;
            /** @enum {string} */
            status: "submitted" | "proposal_sent" | "accepted" | "parent_rejected" | "admin_closed";
            status_label: string;
            isPaymentAuthorized: boolean;
            paymentIntentId: string | null;
            /** Format: date-time */
            paidAt: string | null;
            /** @enum {string} */
            payment_state: "unpaid" | "paid" | "to_refund" | "partially_refunded" | "refunded" | "credited" | "disputed";
            payment_state_label: string;
            /** @description « Rembourser l'acompte » possible */
            can_refund: boolean;
            /** @description Centimes remboursés */
            refunded_amount: number;
            /** Format: date-time */
            refunded_at: string | null;
            /** Format: date-time */
            disputed_at: string | null;
            admin_notes: string | null;
            /**
             * Format: date-time
             * @description Acceptation des CGV (null : non enregistrée)
             */
            terms_accepted_at: string | null;
            /**
             * Format: date
             * @description Version des CGV acceptée (TERMS_VERSIONS.cgv)
             */
            terms_version: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description La proposition en jeu ou acceptée */
            proposal: components["schemas"]["ProposalResponse"] | null;
            /** @description Toutes les propositions, la plus récente en premier */
            proposals: components["schemas"]["ProposalResponse"][];
        };
        ParentRequestCountsResponse: {
            deposit_paid: number;
            awaiting_balance: number;
            settled: number;
            refused: number;
            archive: number;
        };
        BulkCloseDto: {
            reason?: string;
            ids: string[];
        };
        BulkCloseResponse: {
            closed: string[];
            failed: components["schemas"]["BulkFailureResponse"][];
        };
        SendProposalDto: {
            establishment_name: string;
            address: string;
            /**
             * @description Date et heure de l'atelier (ISO 8601)
             * @example 2026-12-05T14:00:00+01:00
             */
            date: string;
            /** @example https://exemple.fr/paiement */
            payment_link?: string;
            /** @description Remplacer la proposition en cours (sinon 409 PROPOSAL_EXISTS) */
            forceNew?: boolean;
        };
        ValidateOutcomeResponse: {
            /** @description Vrai quand il faut d’abord créer une proposition validée */
            needsProposal: boolean;
        };
        ValidateResponse: {
            result: components["schemas"]["ValidateOutcomeResponse"];
            request: components["schemas"]["ParentRequestResponse"];
        };
        ProposalDto: {
            establishment_name: string;
            address: string;
            /**
             * @description Date et heure de l'atelier (ISO 8601)
             * @example 2026-12-05T14:00:00+01:00
             */
            date: string;
            /** @example https://exemple.fr/paiement */
            payment_link?: string;
        };
        RejectDto: {
            reason: string;
        };
        CloseDto: {
            reason?: string;
        };
        UpdateNotesDto: {
            /** @description Ignoré : la demande est celle du chemin */
            _id?: string;
            admin_notes?: string | null;
        };
        ParentSpaceLinkDto: {
            email: string;
        };
        MessageResponse: {
            /** @description Une phrase en français, à afficher telle quelle */
            message: string;
        };
        ParentSpaceRequestResponse: {
            /** Format: uuid */
            _id: string;
            parent_firstname: string;
            child_firstname: string;
            child_age: number;
            /**
             * Format: date
             * @example 2027-03-14
             */
            desired_date: string;
            number_of_children: number;
            allergies: string | null;
            /** @example Lyon (69001) */
            city_label: string;
            merchant_type: string;
            /**
             * Format: date
             * @description Jour de l'atelier (celui de la proposition, sinon la date souhaitée), heure de Paris
             */
            workshop_day: string;
        };
        ParentSpaceTimelineEntryResponse: {
            /** Format: date-time */
            at: string;
            /** @example Acompte réglé */
            label: string;
        };
        ParentSpaceAmountsResponse: {
            /** @description Centimes */
            total: number;
            /** @description Centimes */
            deposit: number;
            /** @description Centimes */
            balance: number;
            depositPaid: boolean;
            /** @description L'acompte est devenu un avoir (CGV §6) */
            depositCredited: boolean;
            balancePaid: boolean;
            /** @description Centimes remboursés du solde réglé */
            balanceRefunded: number;
            /**
             * Format: date
             * @description Veille de l'atelier, heure de Paris (CGV §5)
             */
            balanceDueBy: string;
        };
        ParentSpaceProposalResponse: {
            establishment_name: string;
            address: string;
            /** Format: date-time */
            date: string;
            /** @description Lien de paiement externe saisi par l'équipe, sinon null */
            payment_link: string | null;
            /** @enum {string} */
            status: "sent" | "validated" | "accepted" | "closed";
        };
        ParentSpaceReceiptResponse: {
            /** @example 2026-000123 */
            number: string;
            /** @enum {string} */
            kind: "receipt" | "credit_note";
            /** @example Reçu */
            kind_label: string;
            /** @description Centimes TTC (positif pour un avoir aussi) */
            amount: number;
            /** Format: date-time */
            issued_at: string;
            /** @example /api/parent-space/<jeton>/receipts/2026-000123.pdf */
            url: string;
        };
        ParentSpaceCreditStateResponse: {
            /**
             * @description Le code de l'avoir, tel que l'e-mail l'a donné
             * @example AVOIR-7KQ2-M9XD
             */
            code: string;
            /** @description Centimes */
            amount: number;
            /**
             * Format: date-time
             * @description Quand il a réglé l'acompte d'une autre demande ; null tant qu'il est utilisable
             */
            used_at: string | null;
        };
        ParentSpaceResponse: {
            request: components["schemas"]["ParentSpaceRequestResponse"];
            /** @enum {string} */
            status: "submitted" | "proposal_sent" | "accepted" | "parent_rejected" | "admin_closed";
            status_label: string;
            timeline: components["schemas"]["ParentSpaceTimelineEntryResponse"][];
            amounts: components["schemas"]["ParentSpaceAmountsResponse"];
            proposal: components["schemas"]["ParentSpaceProposalResponse"] | null;
            /** @description Les actions ouvertes maintenant, dans leur ordre d’affichage */
            actions: ("pay_deposit" | "accept" | "pay_external" | "decline" | "cancel" | "edit_details" | "calendar")[];
            /** @description Reçus et avoirs émis, du plus ancien au plus récent */
            receipts: components["schemas"]["ParentSpaceReceiptResponse"][];
            /** @description L'avoir né de l'acompte de cette demande (CGV §6), sinon null */
            credit: components["schemas"]["ParentSpaceCreditStateResponse"] | null;
        };
        ParentSpaceDeclineDto: {
            reason?: string;
        };
        ParentSpaceCreditResponse: {
            /** @example AVOIR-7KQ2-M9XD */
            code: string | null;
            /** @description Centimes */
            amount: number;
        };
        ParentSpaceRefundResponse: {
            /** @description Centimes */
            amount: number;
        };
        ParentSpaceDeclineResponse: {
            /**
             * @description CGV §6 : un avoir à plus de 15 jours de l’atelier, sinon rien
             * @enum {string}
             */
            outcome: "credit" | "nothing";
            credit: components["schemas"]["ParentSpaceCreditResponse"] | null;
            refund: components["schemas"]["ParentSpaceRefundResponse"] | null;
            applied: boolean;
        };
        ParentSpaceDetailsDto: {
            number_of_children?: number;
            /** @description Allergies ou régimes particuliers ; une chaîne vide efface le champ */
            allergies?: string;
        };
        BalancePaymentResponse: {
            /** @description Secret à passer à Stripe.js (ou au mode démonstration) */
            clientSecret: string;
            /**
             * @description Centimes (le solde, fixé par le serveur)
             * @example 15000
             */
            amount: number;
            /** @example eur */
            currency: string;
            /** @enum {string} */
            provider: "stripe" | "demo";
        };
        BalanceStatusResponse: {
            /** @description Vrai une fois le solde réglé et la réservation acceptée */
            isBalancePaid: boolean;
            /** @example succeeded */
            paymentIntentStatus: string | null;
        };
        ParentSpaceCancelDto: {
            /** @description Vrai : seulement dire ce que l'annulation donnerait, sans rien changer */
            dryRun?: boolean;
        };
        CancelCreditResponse: {
            /**
             * @description null tant que l'annulation n'est pas faite
             * @example AVOIR-7KQ2-M9XD
             */
            code: string | null;
            /**
             * @description Centimes
             * @example 3000
             */
            amount: number;
        };
        CancelRefundResponse: {
            /**
             * @description Centimes du solde remboursés
             * @example 15000
             */
            amount: number;
        };
        ParentSpaceCancelResponse: {
            /**
             * @description CGV §6 : un avoir à plus de 15 jours (heure de Paris), rien sinon
             * @enum {string}
             */
            outcome: "credit" | "nothing";
            credit: components["schemas"]["CancelCreditResponse"] | null;
            refund: components["schemas"]["CancelRefundResponse"] | null;
            /** @description Faux pour un essai (dryRun) : rien n'a changé */
            applied: boolean;
        };
        ParentDataMailResponse: {
            /** @example parent-deposit-paid */
            template: string;
            subject: string;
            /** @example sent */
            status: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            sent_at: string | null;
        };
        ParentDataExportResponse: {
            /** @enum {string} */
            format: "ptits-mitrons/donnees-parent/1";
            /** Format: date-time */
            exported_at: string;
            /** Format: email */
            email: string;
            /** @description Ce que contient le fichier, en français */
            notes: string[];
            /** @description Par table (nom en base) : les lignes de chaque table liée aux demandes par une clé étrangère, les demandes elles-mêmes et leur historique (audit_events) */
            tables: {
                [key: string]: {
                    [key: string]: unknown;
                }[];
            };
            /** @description Les e-mails envoyés à l'adresse (objet et dates) */
            mails: components["schemas"]["ParentDataMailResponse"][];
        };
        ParentErasurePendingResponse: {
            /** @enum {string} */
            reason: "workshop_to_come" | "money_to_refund" | "dispute" | "balance_in_payment";
            /**
             * Format: date
             * @description Premier jour (Paris) où l’effacement sera possible, si on le connaît
             */
            possible_from: string | null;
            /** @description La raison et le moment, en français */
            text: string;
        };
        ParentErasureRequestResponse: {
            /** Format: uuid */
            _id: string;
            child_firstname: string;
            /** Format: date */
            workshop_day: string;
            status_label: string;
            pending: components["schemas"]["ParentErasurePendingResponse"] | null;
        };
        ParentErasureStatusResponse: {
            requests: components["schemas"]["ParentErasureRequestResponse"][];
            /** @description Demandes effaçables maintenant */
            erasable: number;
        };
        ParentErasureConfirmDto: {
            confirmation: string;
        };
        ParentErasureResponse: {
            message: string;
            /** @description Les demandes effacées par cet appel */
            erased: string[];
            /** @description Les demandes conservées, avec la raison */
            pending: components["schemas"]["ParentErasureRequestResponse"][];
        };
        PaymentMetadataDto: {
            /** Format: uuid */
            requestId: string;
        };
        CreatePaymentIntentDto: {
            /**
             * @description Vérifié contre celui du serveur, jamais utilisé
             * @example 3000
             */
            amount?: number;
            /** @example eur */
            currency?: string;
            metadata: components["schemas"]["PaymentMetadataDto"];
        };
        PaymentIntentResponse: {
            /** @description Secret à passer à Stripe.js (ou au mode démonstration) */
            clientSecret: string;
            paymentIntentId: string;
            /**
             * @description Centimes
             * @example 3000
             */
            amount: number;
            /** @example eur */
            currency: string;
            /** @enum {string} */
            provider: "stripe" | "demo";
        };
        PaymentStatusResponse: {
            /** Format: uuid */
            requestId: string;
            /** @description Vrai une fois l'acompte autorisé */
            isPaymentAuthorized: boolean;
            /** @example succeeded */
            paymentIntentStatus: string | null;
        };
        ConfirmDemoPaymentDto: {
            clientSecret: string;
        };
        StaffReceiptResponse: {
            /** @example 2026-000123 */
            number: string;
            /** @enum {string} */
            kind: "receipt" | "credit_note";
            /** @example Reçu */
            kind_label: string;
            /** @description Centimes TTC (positif pour un avoir aussi) */
            amount: number;
            /** Format: date-time */
            issued_at: string;
            /** Format: uuid */
            id: string;
            /** @description Pour un avoir : le numéro du reçu qu'il corrige */
            corrects_number: string | null;
            /** @description SHA-256 du fichier émis */
            sha256: string;
        };
        CandidateReasonResponse: {
            /**
             * @example distance
             * @enum {string}
             */
            code: "distance" | "recent_workshops" | "inactive" | "other_trade" | "no_position" | "too_far" | "too_few_children" | "day_unavailable" | "hours_unavailable" | "day_off" | "busy";
            /** @example À 4,6 km */
            label: string;
        };
        CandidateResponse: {
            /** Format: uuid */
            merchantId: string;
            /** @example Boulangerie du Parc */
            establishment_name: string;
            /** @example 3 rue des Forges */
            address: string;
            /** @example Villeurbanne (69100) */
            city_label: string;
            /** @example Boulanger */
            sector: string;
            /**
             * @description Distance à vol d’oiseau entre les deux communes (km, une décimale)
             * @example 4.6
             */
            distanceKm: number | null;
            /** @example 8 */
            max_children: number;
            /**
             * @description Ateliers confirmés ces 30 derniers jours
             * @example 2
             */
            recentWorkshops: number;
            eligible: boolean;
            /** @description Motifs du rang (distance, ateliers récents) ou de l’exclusion */
            reasons: components["schemas"]["CandidateReasonResponse"][];
        };
        UnmatchedRequestResponse: {
            /** Format: uuid */
            id: string;
            parent_name: string;
            child_firstname: string;
            /**
             * Format: date
             * @description AAAA-MM-JJ
             */
            desired_date: string;
            city_label: string;
            /**
             * Format: date-time
             * @description Quand la dernière offre a pris fin
             */
            lastOfferAt: string;
        };
        CreateOffersDto: {
            /** @description Les artisans, dans l'ordre où l'offre leur passe */
            merchantIds: string[];
            date: string;
        };
        OfferResponse: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchantId: string;
            establishment_name: string;
            /** @description Place de l'artisan dans la file (1 : le premier) */
            rank: number;
            /** @enum {string} */
            status: "queued" | "pending" | "accepted" | "declined" | "expired" | "withdrawn";
            status_label: string;
            /**
             * Format: date-time
             * @description Début de l'atelier
             */
            date: string;
            /** Format: date-time */
            sentAt: string | null;
            /** Format: date-time */
            expiresAt: string | null;
            /** Format: date-time */
            respondedAt: string | null;
            declineReason: string | null;
        };
        DeclineOfferDto: {
            reason?: string;
        };
        MerchantSpaceLinkDto: {
            email: string;
        };
        MerchantSpaceProfileResponse: {
            establishment_name: string;
            address: string;
            /** @example Lyon (69001) */
            city_label: string;
            /** @example Boulanger */
            sector: string;
            manager_firstname: string;
            max_children: number;
        };
        MerchantSpaceAvailabilityResponse: {
            available_days: ("Lundi" | "Mardi" | "Mercredi" | "Jeudi" | "Vendredi" | "Samedi" | "Dimanche")[];
            available_hours: ("08:00" | "08:30" | "09:00" | "09:30" | "10:00" | "10:30" | "11:00" | "11:30" | "12:00" | "12:30" | "13:00" | "13:30" | "14:00" | "14:30" | "15:00" | "15:30" | "16:00" | "16:30" | "17:00" | "17:30" | "18:00" | "18:30" | "19:00" | "19:30" | "20:00" | "20:30" | "21:00" | "21:30" | "22:00" | "22:30" | "23:00" | "23:30")[];
            /** @description Dates d'absence à venir */
            days_off: string[];
            max_children: number;
        };
        MerchantSpaceOfferResponse: {
            child_age: number;
            number_of_children: number;
            allergies: string | null;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "declined" | "expired" | "withdrawn";
            status_label: string;
            /**
             * Format: date-time
             * @description Début de l'atelier
             */
            date: string;
            /**
             * Format: date-time
             * @description Échéance de la réponse
             */
            expiresAt: string | null;
            /**
             * @description Commune de la famille
             * @example Lyon (69001)
             */
            city_label: string;
        };
        MerchantSpaceWorkshopResponse: {
            child_age: number;
            number_of_children: number;
            allergies: string | null;
            /** Format: date-time */
            date: string;
            child_firstname: string;
        };
        MerchantSpaceResponse: {
            profile: components["schemas"]["MerchantSpaceProfileResponse"];
            availability: components["schemas"]["MerchantSpaceAvailabilityResponse"];
            /** @description Les offres reçues, la plus récente en premier */
            offers: components["schemas"]["MerchantSpaceOfferResponse"][];
            /** @description Les ateliers confirmés, ceux à venir en premier */
            workshops: components["schemas"]["MerchantSpaceWorkshopResponse"][];
        };
        MerchantAvailabilityDto: {
            available_days: ("Lundi" | "Mardi" | "Mercredi" | "Jeudi" | "Vendredi" | "Samedi" | "Dimanche")[];
            available_hours: ("08:00" | "08:30" | "09:00" | "09:30" | "10:00" | "10:30" | "11:00" | "11:30" | "12:00" | "12:30" | "13:00" | "13:30" | "14:00" | "14:30" | "15:00" | "15:30" | "16:00" | "16:30" | "17:00" | "17:30" | "18:00" | "18:30" | "19:00" | "19:30" | "20:00" | "20:30" | "21:00" | "21:30" | "22:00" | "22:30" | "23:00" | "23:30")[];
            max_children: number;
            /**
             * @description Dates d’absence, AAAA-MM-JJ
             * @example [
             *       "2027-03-14"
             *     ]
             */
            days_off: string[];
        };
        CalendarLinkResponse: {
            /**
             * @description Adresse d'abonnement de l'agenda (l'ancienne cesse de fonctionner)
             * @example https://example.fr/api/merchant-space/jeton/calendar.ics
             */
            url: string;
        };
        MerchantDataApplicationResponse: {
            /** Format: uuid */
            id: string;
            establishment_name: string;
            /** @example Boulanger */
            activity_sector: string;
            address: string;
            /** @example Lyon (69001) */
            city_label: string;
            manager_firstname: string;
            manager_lastname: string;
            email: string;
            phone: string;
            description: string | null;
            /** @description Surface du local en m² */
            capacity: number;
            /** @enum {string} */
            status: "pending_validation" | "active" | "rejected";
            status_label: string;
            rejection_reason: string | null;
            /** Format: date-time */
            terms_accepted_at: string | null;
            cgu_version: string | null;
            artisan_terms_version: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        MerchantDataAvailabilityResponse: {
            /**
             * @description Jours, tels qu’enregistrés
             * @example [
             *       "Mercredi"
             *     ]
             */
            available_days: string[];
            /**
             * @description Créneaux (HH:MM), tels qu’enregistrés
             * @example [
             *       "14:00"
             *     ]
             */
            available_hours: string[];
            max_children: number;
            /** @description Toutes les dates d'absence enregistrées */
            days_off: string[];
        };
        MerchantDataOfferResponse: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "queued" | "pending" | "accepted" | "declined" | "expired" | "withdrawn";
            status_label: string;
            /**
             * Format: date-time
             * @description Début de l'atelier
             */
            date: string;
            /** Format: date-time */
            sent_at: string | null;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: date-time */
            responded_at: string | null;
            decline_reason: string | null;
            /** @example Lyon (69001) */
            city_label: string;
            child_age: number;
            number_of_children: number;
        };
        MerchantDataWorkshopResponse: {
            /** Format: date-time */
            date: string;
            child_age: number;
            number_of_children: number;
        };
        PayoutDetailsShownResponse: {
            /** @enum {string} */
            seller_type: "company" | "individual";
            /** @example Entrepreneur individuel */
            seller_type_label: string;
            legal_name: string;
            siret: string | null;
            vat_number: string | null;
            first_name: string | null;
            last_name: string | null;
            /** Format: date */
            birth_date: string | null;
            /**
             * @description Numéro fiscal masqué
             * @example ••••••••••123
             */
            tax_id_masked: string | null;
            address_line: string;
            postal_code: string;
            city: string;
            /** @example FR */
            country: string;
            /**
             * @description IBAN masqué
             * @example FR76 •••• •••• •••• •••• ••90 189
             */
            iban_masked: string;
            bic: string | null;
            account_holder: string;
            /** Format: date-time */
            updated_at: string;
        };
        MerchantStatementResponse: {
            /** Format: uuid */
            id: string;
            /** @example REL-PTM-20261125-0001-1 */
            number: string;
            /** @example PTM-20261125-0001 */
            batch_reference: string;
            /** Format: date */
            period_start: string;
            /** Format: date */
            period_end: string;
            total_cents: number;
            /** Format: date-time */
            created_at: string;
        };
        MerchantDataShareResponse: {
            share_cents: number;
            /** Format: date-time */
            effective_from: string;
        };
        MerchantDataErasureRequestResponse: {
            /** Format: date-time */
            requested_at: string;
        };
        MerchantDac7CopyResponse: {
            /** @example 2026 */
            year: number;
            /**
             * Format: date-time
             * @description Date du dernier tirage de la copie
             */
            updated_at: string;
        };
        MerchantDataExportResponse: {
            /** Format: date-time */
            exported_at: string;
            application: components["schemas"]["MerchantDataApplicationResponse"];
            availability: components["schemas"]["MerchantDataAvailabilityResponse"];
            /** @description Les offres reçues, la plus récente en premier */
            offers: components["schemas"]["MerchantDataOfferResponse"][];
            /** @description Les ateliers confirmés, du plus ancien au plus récent */
            workshops: components["schemas"]["MerchantDataWorkshopResponse"][];
            /** @description IBAN et numéro fiscal masqués */
            payout_details: components["schemas"]["PayoutDetailsShownResponse"] | null;
            statements: components["schemas"]["MerchantStatementResponse"][];
            shares: components["schemas"]["MerchantDataShareResponse"][];
            erasure_requests: components["schemas"]["MerchantDataErasureRequestResponse"][];
            dac7_copies: components["schemas"]["MerchantDac7CopyResponse"][];
        };
        MerchantErasureRequestResponse: {
            message: string;
            /** @description Une demande était déjà en cours : rien n'a été envoyé cette fois */
            already_requested: boolean;
            /** Format: date-time */
            requested_at: string;
        };
        MerchantErasureDto: {
            reason: string;
        };
        Dac7IncompleteSellerResponse: {
            /** Format: uuid */
            merchant_request_id: string;
            establishment_name: string;
            email: string;
            /** @description Payé par un virement marqué envoyé dans l'année */
            paid_in_year: boolean;
            missing: string[];
        };
        Dac7IncompleteResponse: {
            /** @example 2026 */
            year: number;
            sellers: components["schemas"]["Dac7IncompleteSellerResponse"][];
        };
        Dac7CopyRegenerateDto: {
            /**
             * @description Année civile déclarée
             * @example 2026
             */
            year: number;
            /** @description Envoyer la nouvelle copie à l'artisan par e-mail */
            send_mail: boolean;
        };
        Dac7CopyRegenerateResponse: {
            /** @example 2026 */
            year: number;
            /** @description 1 au premier tirage, +1 à chaque nouveau tirage */
            version: number;
            /** Format: date-time */
            updated_at: string;
            /** @description Un e-mail avec la copie a été mis en file pour l'artisan */
            mailed: boolean;
        };
        MerchantDac7CopiesResponse: {
            copies: components["schemas"]["MerchantDac7CopyResponse"][];
        };
        PayoutDetailsMissingResponse: {
            /** @description Ce qui manque pour être payé par virement */
            payout: string[];
            /** @description Ce qui manque pour la déclaration annuelle (DAC7) */
            dac7: string[];
        };
        PayoutDetailsResponse: {
            details: components["schemas"]["PayoutDetailsShownResponse"] | null;
            missing: components["schemas"]["PayoutDetailsMissingResponse"];
        };
        PayoutDetailsDto: {
            /** @enum {string} */
            seller_type: "company" | "individual";
            legal_name: string;
            /** @example 73282932000074 */
            siret: string;
            /** @example FR44732829320 */
            vat_number?: string | null;
            /** @description Entrepreneur individuel */
            first_name?: string | null;
            /** @description Entrepreneur individuel */
            last_name?: string | null;
            /**
             * Format: date
             * @description Entrepreneur individuel, AAAA-MM-JJ
             */
            birth_date?: string | null;
            /** @description Numéro fiscal (entrepreneur individuel) ; absent : celui enregistré est gardé */
            tax_id?: string | null;
            address_line: string;
            /** @example 69001 */
            postal_code: string;
            city: string;
            /**
             * @description Pays de la zone SEPA, ISO 3166-1 alpha-2
             * @example FR
             */
            country: string;
            /**
             * @description Absent : celui enregistré est gardé
             * @example FR76 3000 6000 0112 3456 7890 189
             */
            iban?: string | null;
            /** @example AGRIFRPP */
            bic?: string | null;
            account_holder: string;
        };
        PayoutLineResponse: {
            /** @enum {string} */
            kind: "workshop" | "refund_debt";
            /** Format: uuid */
            proposal_id: string;
            /** Format: uuid */
            parent_request_id: string;
            /** Format: date-time */
            workshop_at: string;
            child_firstname: string;
            /** @description Centimes ; négatif pour une dette */
            amount_cents: number;
        };
        PayoutOwedArtisanResponse: {
            /** Format: uuid */
            merchant_request_id: string;
            establishment_name: string;
            payout_ready: boolean;
            /** @description Ce qui manque à ses coordonnées de paiement */
            missing: string[];
            total_cents: number;
            lines: components["schemas"]["PayoutLineResponse"][];
        };
        PayoutOwedResponse: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            total_cents: number;
            artisans: components["schemas"]["PayoutOwedArtisanResponse"][];
        };
        PayoutPeriodDto: {
            /**
             * @description Premier jour des ateliers (AAAA-MM-JJ, heure de Paris)
             * @example 2026-11-01
             */
            from: string;
            /**
             * @description Dernier jour des ateliers (inclus)
             * @example 2026-11-30
             */
            to: string;
        };
        PayoutBatchResponse: {
            /** Format: uuid */
            id: string;
            /** @example PTM-20261125-0001 */
            reference: string;
            /** Format: date */
            period_start: string;
            /** Format: date */
            period_end: string;
            /** @enum {string} */
            status: "generated" | "sent" | "cancelled";
            status_label: string;
            total_cents: number;
            artisans_count: number;
            lines_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            sent_at: string | null;
        };
        PayoutBatchArtisanResponse: {
            /** Format: uuid */
            merchant_request_id: string;
            establishment_name: string;
            total_cents: number;
            /** Format: uuid */
            statement_id: string;
            /** @example REL-PTM-20261125-0001-1 */
            statement_number: string;
            lines: components["schemas"]["PayoutLineResponse"][];
        };
        PayoutBatchDetailResponse: {
            /** Format: uuid */
            id: string;
            /** @example PTM-20261125-0001 */
            reference: string;
            /** Format: date */
            period_start: string;
            /** Format: date */
            period_end: string;
            /** @enum {string} */
            status: "generated" | "sent" | "cancelled";
            status_label: string;
            total_cents: number;
            artisans_count: number;
            lines_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            sent_at: string | null;
            artisans: components["schemas"]["PayoutBatchArtisanResponse"][];
        };
        MerchantShareChangeResponse: {
            /** Format: uuid */
            id: string;
            /** @description Centimes par atelier */
            share_cents: number;
            /** Format: date-time */
            effective_from: string;
            /** @description Identifiant de l'admin */
            actor: string;
            /** Format: date-time */
            created_at: string;
        };
        MerchantShareHistoryResponse: {
            current_share_cents: number;
            /** @description ARTISAN_SHARE_CENTS */
            default_share_cents: number;
            /** @description Du plus récent au plus ancien */
            history: components["schemas"]["MerchantShareChangeResponse"][];
        };
        MerchantShareDto: {
            /**
             * @description Centimes par atelier
             * @example 12000
             */
            share_cents: number;
        };
        MerchantStatementsResponse: {
            /** @description Du plus récent au plus ancien */
            statements: components["schemas"]["MerchantStatementResponse"][];
        };
        LateRequestsResponse: {
            count: number;
            /** @description Les demandes, la plus proche de son atelier en premier */
            ids: string[];
        };
        LateRemindersResponse: {
            /** @description Acompte payé sans proposition depuis 48 h */
            operator_no_proposal_48h: components["schemas"]["LateRequestsResponse"];
            /** @description Acompte payé sans proposition depuis 10 jours */
            operator_no_proposal_10d: components["schemas"]["LateRequestsResponse"];
            /** @description Proposition sans réponse depuis 5 jours */
            operator_proposal_unanswered_5d: components["schemas"]["LateRequestsResponse"];
            /** @description Solde non réglé à J-10 */
            operator_balance_unpaid_d10: components["schemas"]["LateRequestsResponse"];
        };
        DayStatsResponse: {
            uniqueSessions: number;
            pageViews: number;
            /**
             * @description Pourcentage de 0 à 100
             * @example 42.5
             */
            bounceRate: number;
            /** @example 2026-10-24 */
            day: string;
        };
        PeriodStatsResponse: {
            uniqueSessions: number;
            pageViews: number;
            /**
             * @description Pourcentage de 0 à 100
             * @example 42.5
             */
            bounceRate: number;
            /** @example 2026-10-24 */
            start: string;
            /** @example 2026-11-22 */
            end: string;
        };
        PageStatsResponse: {
            uniqueSessions: number;
            pageViews: number;
            /**
             * @description Pourcentage de 0 à 100
             * @example 42.5
             */
            bounceRate: number;
            /** @example /parents */
            page: string;
            /** @description Sessions entrées par cette page */
            entrances: number;
        };
        DeviceStatsResponse: {
            uniqueSessions: number;
            pageViews: number;
            /**
             * @description Pourcentage de 0 à 100
             * @example 42.5
             */
            bounceRate: number;
            /** @enum {string} */
            device: "mobile" | "desktop" | "unknown";
        };
        StatsResponse: {
            /** @example 2026-10-24 */
            start: string;
            /** @example 2026-11-22 */
            end: string;
            page: string | null;
            stats: components["schemas"]["DayStatsResponse"][];
            totals: components["schemas"]["PeriodStatsResponse"];
            /** @description La période de même longueur juste avant */
            previous: components["schemas"]["PeriodStatsResponse"];
            pages: components["schemas"]["PageStatsResponse"][];
            devices: components["schemas"]["DeviceStatsResponse"][];
        };
        DailyStatResponse: {
            uniqueSessions: number;
            pageViews: number;
            /**
             * @description Pourcentage de 0 à 100
             * @example 42.5
             */
            bounceRate: number;
            /** @example 2026-09-28 */
            _id: string;
            /** @example 2026-09-28 */
            id: string;
            /** @example 2026-09-28 */
            day: string;
            /** Format: date-time */
            updatedAt: string;
        };
        DailyStatsImportResponse: {
            /** @description Lignes importées */
            imported: number;
            created: number;
            updated: number;
        };
        CreateDailyStatDto: {
            /** @example 120 */
            uniqueSessions: number;
            /** @example 310 */
            pageViews: number;
            /**
             * @description Pourcentage de 0 à 100
             * @example 42.5
             */
            bounceRate: number;
            /** @example 2026-09-28 */
            day: string;
        };
        UpdateDailyStatDto: {
            /** @example 120 */
            uniqueSessions: number;
            /** @example 310 */
            pageViews: number;
            /**
             * @description Pourcentage de 0 à 100
             * @example 42.5
             */
            bounceRate: number;
            /** @description Le jour (identifiant) ; il ne peut pas être changé */
            day?: string;
        };
        ScheduledJobStatusResponse: {
            /** @enum {string} */
            job: "stats-rollup" | "tracking-purge" | "retention" | "reminders" | "matching-offers" | "dac7-copies";
            /** @description Faux quand un réglage arrête la tâche sur cette instance (elle n’est alors jamais en retard) */
            enabled: boolean;
            /**
             * Format: date-time
             * @description Fin de la dernière exécution réussie, null si aucune
             */
            lastSuccessAt: string | null;
            /** @description Secondes depuis la dernière réussite, ou depuis le démarrage du serveur s’il n’y en a pas */
            sinceSeconds: number;
            late: boolean;
        };
        OutboxStatusResponse: {
            /** @description E-mails en attente d’envoi */
            queued: number;
            /** @description Âge du plus ancien e-mail en attente (secondes), 0 si aucun */
            oldestQueuedSeconds: number;
            /** @description E-mails abandonnés après leurs essais */
            failed: number;
            late: boolean;
        };
        OperationsStatusResponse: {
            jobs: components["schemas"]["ScheduledJobStatusResponse"][];
            outbox: components["schemas"]["OutboxStatusResponse"];
        };
        TrackDto: {
            /**
             * @description Identifiant de session (stockage de session du navigateur)
             * @example k3v9x2m1q8
             */
            session_id: string;
            /**
             * @description Chemin de la page vue, commençant par /
             * @example /parents
             */
            page: string;
            /**
             * @description Horodatage (millisecondes depuis l'époque Unix ou ISO 8601) ; l'heure du serveur s'il est décalé de plus d'un jour
             * @example 1763800000000
             */
            ts?: number | string;
            /**
             * @example mobile
             * @enum {string}
             */
            device: "mobile" | "desktop" | "unknown";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type PricesResponse = components['schemas']['PricesResponse'];
export type OperatorResponse = components['schemas']['OperatorResponse'];
export type HostResponse = components['schemas']['HostResponse'];
export type MediatorResponse = components['schemas']['MediatorResponse'];
export type PublicConfigResponse = components['schemas']['PublicConfigResponse'];
export type LoginDto = components['schemas']['LoginDto'];
export type LoginResponse = components['schemas']['LoginResponse'];
export type FieldErrorBody = components['schemas']['FieldErrorBody'];
export type ApiErrorBody = components['schemas']['ApiErrorBody'];
export type CurrentAdminResponse = components['schemas']['CurrentAdminResponse'];
export type AdminResponse = components['schemas']['AdminResponse'];
export type CreateAdminDto = components['schemas']['CreateAdminDto'];
export type UpdateAdminDto = components['schemas']['UpdateAdminDto'];
export type AuditRecordResponse = components['schemas']['AuditRecordResponse'];
export type MailResponse = components['schemas']['MailResponse'];
export type MailDetailResponse = components['schemas']['MailDetailResponse'];
export type AltchaChallengeResponse = components['schemas']['AltchaChallengeResponse'];
export type BotCheckFieldsDto = components['schemas']['BotCheckFieldsDto'];
export type CreateMerchantRequestDto = components['schemas']['CreateMerchantRequestDto'];
export type CreatedRecordResponse = components['schemas']['CreatedRecordResponse'];
export type SectorReferenceResponse = components['schemas']['SectorReferenceResponse'];
export type MerchantCityReferenceResponse = components['schemas']['MerchantCityReferenceResponse'];
export type MerchantRequestResponse = components['schemas']['MerchantRequestResponse'];
export type MerchantRequestCountsResponse = components['schemas']['MerchantRequestCountsResponse'];
export type MerchantBulkStatusDto = components['schemas']['MerchantBulkStatusDto'];
export type BulkFailureResponse = components['schemas']['BulkFailureResponse'];
export type BulkStatusResponse = components['schemas']['BulkStatusResponse'];
export type UpdateMerchantRequestDto = components['schemas']['UpdateMerchantRequestDto'];
export type MerchantStatusDto = components['schemas']['MerchantStatusDto'];
export type CityResponse = components['schemas']['CityResponse'];
export type SectorResponse = components['schemas']['SectorResponse'];
export type HealthResponse = components['schemas']['HealthResponse'];
export type CreateParentRequestDto = components['schemas']['CreateParentRequestDto'];
export type CreatedParentRequestResponse = components['schemas']['CreatedParentRequestResponse'];
export type ProposalResponse = components['schemas']['ProposalResponse'];
export type ParentRequestResponse = components['schemas']['ParentRequestResponse'];
export type ParentRequestCountsResponse = components['schemas']['ParentRequestCountsResponse'];
export type BulkCloseDto = components['schemas']['BulkCloseDto'];
export type BulkCloseResponse = components['schemas']['BulkCloseResponse'];
export type SendProposalDto = components['schemas']['SendProposalDto'];
export type ValidateOutcomeResponse = components['schemas']['ValidateOutcomeResponse'];
export type ValidateResponse = components['schemas']['ValidateResponse'];
export type ProposalDto = components['schemas']['ProposalDto'];
export type RejectDto = components['schemas']['RejectDto'];
export type CloseDto = components['schemas']['CloseDto'];
export type UpdateNotesDto = components['schemas']['UpdateNotesDto'];
export type ParentSpaceLinkDto = components['schemas']['ParentSpaceLinkDto'];
export type MessageResponse = components['schemas']['MessageResponse'];
export type ParentSpaceRequestResponse = components['schemas']['ParentSpaceRequestResponse'];
export type ParentSpaceTimelineEntryResponse = components['schemas']['ParentSpaceTimelineEntryResponse'];
export type ParentSpaceAmountsResponse = components['schemas']['ParentSpaceAmountsResponse'];
export type ParentSpaceProposalResponse = components['schemas']['ParentSpaceProposalResponse'];
export type ParentSpaceReceiptResponse = components['schemas']['ParentSpaceReceiptResponse'];
export type ParentSpaceCreditStateResponse = components['schemas']['ParentSpaceCreditStateResponse'];
export type ParentSpaceResponse = components['schemas']['ParentSpaceResponse'];
export type ParentSpaceDeclineDto = components['schemas']['ParentSpaceDeclineDto'];
export type ParentSpaceCreditResponse = components['schemas']['ParentSpaceCreditResponse'];
export type ParentSpaceRefundResponse = components['schemas']['ParentSpaceRefundResponse'];
export type ParentSpaceDeclineResponse = components['schemas']['ParentSpaceDeclineResponse'];
export type ParentSpaceDetailsDto = components['schemas']['ParentSpaceDetailsDto'];
export type BalancePaymentResponse = components['schemas']['BalancePaymentResponse'];
export type BalanceStatusResponse = components['schemas']['BalanceStatusResponse'];
export type ParentSpaceCancelDto = components['schemas']['ParentSpaceCancelDto'];
export type CancelCreditResponse = components['schemas']['CancelCreditResponse'];
export type CancelRefundResponse = components['schemas']['CancelRefundResponse'];
export type ParentSpaceCancelResponse = components['schemas']['ParentSpaceCancelResponse'];
export type ParentDataMailResponse = components['schemas']['ParentDataMailResponse'];
export type ParentDataExportResponse = components['schemas']['ParentDataExportResponse'];
export type ParentErasurePendingResponse = components['schemas']['ParentErasurePendingResponse'];
export type ParentErasureRequestResponse = components['schemas']['ParentErasureRequestResponse'];
export type ParentErasureStatusResponse = components['schemas']['ParentErasureStatusResponse'];
export type ParentErasureConfirmDto = components['schemas']['ParentErasureConfirmDto'];
export type ParentErasureResponse = components['schemas']['ParentErasureResponse'];
export type PaymentMetadataDto = components['schemas']['PaymentMetadataDto'];
export type CreatePaymentIntentDto = components['schemas']['CreatePaymentIntentDto'];
export type PaymentIntentResponse = components['schemas']['PaymentIntentResponse'];
export type PaymentStatusResponse = components['schemas']['PaymentStatusResponse'];
export type ConfirmDemoPaymentDto = components['schemas']['ConfirmDemoPaymentDto'];
export type StaffReceiptResponse = components['schemas']['StaffReceiptResponse'];
export type CandidateReasonResponse = components['schemas']['CandidateReasonResponse'];
export type CandidateResponse = components['schemas']['CandidateResponse'];
export type UnmatchedRequestResponse = components['schemas']['UnmatchedRequestResponse'];
export type CreateOffersDto = components['schemas']['CreateOffersDto'];
export type OfferResponse = components['schemas']['OfferResponse'];
export type DeclineOfferDto = components['schemas']['DeclineOfferDto'];
export type MerchantSpaceLinkDto = components['schemas']['MerchantSpaceLinkDto'];
export type MerchantSpaceProfileResponse = components['schemas']['MerchantSpaceProfileResponse'];
export type MerchantSpaceAvailabilityResponse = components['schemas']['MerchantSpaceAvailabilityResponse'];
export type MerchantSpaceOfferResponse = components['schemas']['MerchantSpaceOfferResponse'];
export type MerchantSpaceWorkshopResponse = components['schemas']['MerchantSpaceWorkshopResponse'];
export type MerchantSpaceResponse = components['schemas']['MerchantSpaceResponse'];
export type MerchantAvailabilityDto = components['schemas']['MerchantAvailabilityDto'];
export type CalendarLinkResponse = components['schemas']['CalendarLinkResponse'];
export type MerchantDataApplicationResponse = components['schemas']['MerchantDataApplicationResponse'];
export type MerchantDataAvailabilityResponse = components['schemas']['MerchantDataAvailabilityResponse'];
export type MerchantDataOfferResponse = components['schemas']['MerchantDataOfferResponse'];
export type MerchantDataWorkshopResponse = components['schemas']['MerchantDataWorkshopResponse'];
export type PayoutDetailsShownResponse = components['schemas']['PayoutDetailsShownResponse'];
export type MerchantStatementResponse = components['schemas']['MerchantStatementResponse'];
export type MerchantDataShareResponse = components['schemas']['MerchantDataShareResponse'];
export type MerchantDataErasureRequestResponse = components['schemas']['MerchantDataErasureRequestResponse'];
export type MerchantDac7CopyResponse = components['schemas']['MerchantDac7CopyResponse'];
export type MerchantDataExportResponse = components['schemas']['MerchantDataExportResponse'];
export type MerchantErasureRequestResponse = components['schemas']['MerchantErasureRequestResponse'];
export type MerchantErasureDto = components['schemas']['MerchantErasureDto'];
export type Dac7IncompleteSellerResponse = components['schemas']['Dac7IncompleteSellerResponse'];
export type Dac7IncompleteResponse = components['schemas']['Dac7IncompleteResponse'];
export type Dac7CopyRegenerateDto = components['schemas']['Dac7CopyRegenerateDto'];
export type Dac7CopyRegenerateResponse = components['schemas']['Dac7CopyRegenerateResponse'];
export type MerchantDac7CopiesResponse = components['schemas']['MerchantDac7CopiesResponse'];
export type PayoutDetailsMissingResponse = components['schemas']['PayoutDetailsMissingResponse'];
export type PayoutDetailsResponse = components['schemas']['PayoutDetailsResponse'];
export type PayoutDetailsDto = components['schemas']['PayoutDetailsDto'];
export type PayoutLineResponse = components['schemas']['PayoutLineResponse'];
export type PayoutOwedArtisanResponse = components['schemas']['PayoutOwedArtisanResponse'];
export type PayoutOwedResponse = components['schemas']['PayoutOwedResponse'];
export type PayoutPeriodDto = components['schemas']['PayoutPeriodDto'];
export type PayoutBatchResponse = components['schemas']['PayoutBatchResponse'];
export type PayoutBatchArtisanResponse = components['schemas']['PayoutBatchArtisanResponse'];
export type PayoutBatchDetailResponse = components['schemas']['PayoutBatchDetailResponse'];
export type MerchantShareChangeResponse = components['schemas']['MerchantShareChangeResponse'];
export type MerchantShareHistoryResponse = components['schemas']['MerchantShareHistoryResponse'];
export type MerchantShareDto = components['schemas']['MerchantShareDto'];
export type MerchantStatementsResponse = components['schemas']['MerchantStatementsResponse'];
export type LateRequestsResponse = components['schemas']['LateRequestsResponse'];
export type LateRemindersResponse = components['schemas']['LateRemindersResponse'];
export type DayStatsResponse = components['schemas']['DayStatsResponse'];
export type PeriodStatsResponse = components['schemas']['PeriodStatsResponse'];
export type PageStatsResponse = components['schemas']['PageStatsResponse'];
export type DeviceStatsResponse = components['schemas']['DeviceStatsResponse'];
export type StatsResponse = components['schemas']['StatsResponse'];
export type DailyStatResponse = components['schemas']['DailyStatResponse'];
export type DailyStatsImportResponse = components['schemas']['DailyStatsImportResponse'];
export type CreateDailyStatDto = components['schemas']['CreateDailyStatDto'];
export type UpdateDailyStatDto = components['schemas']['UpdateDailyStatDto'];
export type ScheduledJobStatusResponse = components['schemas']['ScheduledJobStatusResponse'];
export type OutboxStatusResponse = components['schemas']['OutboxStatusResponse'];
export type OperationsStatusResponse = components['schemas']['OperationsStatusResponse'];
export type TrackDto = components['schemas']['TrackDto'];
export type $defs = Record<string, never>;
export interface operations {
    PublicConfigController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicConfigResponse"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de tentatives depuis cette adresse : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentAdminResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminsController_list: {
        parameters: {
            query?: {
                /** @description Tableau JSON [champ, ASC ou DESC] */
                sort?: string;
                /** @description Tableau JSON [début, fin], 1000 lignes au plus ; sans lui, toute la liste */
                range?: string;
                /** @description Objet JSON : q (e-mail), disabled */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La page demandée */
            200: {
                headers: {
                    /** @description Lignes de la page et total, pour la pagination de react-admin */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminResponse"][];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAdminDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminsController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAdminDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminAuditController_list: {
        parameters: {
            query?: {
                /** @description Tableau JSON [champ, ASC ou DESC] */
                sort?: string;
                /** @description Tableau JSON [début, fin], 1000 lignes au plus ; sans lui, toute la liste */
                range?: string;
                /** @description Objet JSON : entity_id, entity_type */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La page demandée */
            200: {
                headers: {
                    /** @description Lignes de la page et total, pour la pagination de react-admin */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditRecordResponse"][];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMailController_list: {
        parameters: {
            query?: {
                /** @description Tableau JSON [champ, ASC ou DESC] */
                sort?: string;
                /** @description Tableau JSON [début, fin], 1000 lignes au plus ; sans lui, toute la liste */
                range?: string;
                /** @description Objet JSON : status, template, q (destinataire, objet) */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La page demandée */
            200: {
                headers: {
                    /** @description Lignes de la page et total, pour la pagination de react-admin */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailResponse"][];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMailController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailDetailResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMailController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailDetailResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    BotCheckController_challenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AltchaChallengeResponse"];
                };
            };
            /** @description Trop de tentatives depuis cette adresse : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantsController_apply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMerchantRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedRecordResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de tentatives depuis cette adresse : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Service momentanément indisponible (base de données, prestataire) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMerchantsController_list: {
        parameters: {
            query?: {
                /** @description Tableau JSON [champ, ASC ou DESC] */
                sort?: string;
                /** @description Tableau JSON [début, fin], 1000 lignes au plus ; sans lui, toute la liste */
                range?: string;
                /** @description Objet JSON : status, activity_sector_id, city_id, createdAt_gte, createdAt_lte, q */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La page demandée */
            200: {
                headers: {
                    /** @description Lignes de la page et total, pour la pagination de react-admin */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantRequestResponse"][];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMerchantsController_counts: {
        parameters: {
            query?: {
                /** @description Objet JSON : les filtres de la liste, hors statut */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantRequestCountsResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMerchantsController_bulkStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MerchantBulkStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkStatusResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMerchantsController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantRequestResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMerchantsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMerchantRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantRequestResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMerchantsController_sendSpaceLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantRequestResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMerchantsController_revokeSpaceLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantRequestResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMerchantsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MerchantStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantRequestResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    CitiesController_search: {
        parameters: {
            query?: {
                /** @description Début du nom ou du code postal */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityResponse"][];
                };
            };
        };
    };
    CitiesController_list: {
        parameters: {
            query?: {
                /** @description Tableau JSON [champ, ASC ou DESC] */
                sort?: string;
                /** @description Tableau JSON [début, fin], 1000 lignes au plus ; sans lui, toute la liste */
                range?: string;
                /** @description Objet JSON : q, id */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La page demandée */
            200: {
                headers: {
                    /** @description Lignes de la page et total, pour la pagination de react-admin */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityResponse"][];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    CitiesController_sectors: {
        parameters: {
            query?: {
                /** @description Tableau JSON [champ, ASC ou DESC] */
                sort?: string;
                /** @description Tableau JSON [début, fin], 1000 lignes au plus ; sans lui, toute la liste */
                range?: string;
                /** @description Objet JSON : q, id */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La page demandée */
            200: {
                headers: {
                    /** @description Lignes de la page et total, pour la pagination de react-admin */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SectorResponse"][];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            /** @description Service momentanément indisponible (base de données, prestataire) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateParentRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedParentRequestResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Valeur inconnue (code métier dans code) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de tentatives depuis cette adresse : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Service momentanément indisponible (base de données, prestataire) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminParentsController_list: {
        parameters: {
            query?: {
                /** @description Tableau JSON [champ, ASC ou DESC] */
                sort?: string;
                /** @description Tableau JSON [début, fin], 1000 lignes au plus ; sans lui, toute la liste */
                range?: string;
                /** @description Objet JSON : tab, status, q, createdAt_gte, createdAt_lte, desired_date_gte, desired_date_lte */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La page demandée */
            200: {
                headers: {
                    /** @description Lignes de la page et total, pour la pagination de react-admin */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentRequestResponse"][];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminParentsController_counts: {
        parameters: {
            query?: {
                /** @description Objet JSON : les filtres de la liste, hors onglet */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentRequestCountsResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminParentsController_bulkClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkCloseDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCloseResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminParentsController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentRequestResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminParentsController_propose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendProposalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentRequestResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminParentsController_validate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidateResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminParentsController_validatedProposal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProposalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentRequestResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminParentsController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentRequestResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminParentsController_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloseDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentRequestResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminParentsController_updateNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNotesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentRequestResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentSpaceController_requestLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentSpaceLinkDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de tentatives depuis cette adresse : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Service momentanément indisponible (base de données, prestataire) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentSpaceController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentSpaceResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentSpaceController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentSpaceDeclineDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentSpaceDeclineResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentSpaceController_updateDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentSpaceDetailsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentSpaceResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentSpacePaymentsController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalancePaymentResponse"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de tentatives depuis cette adresse : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Le prestataire de paiement a échoué : rien n'a changé, réessayer plus tard */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentSpacePaymentsController_balanceStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceStatusResponse"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de tentatives depuis cette adresse : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentSpacePaymentsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentSpaceCancelDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentSpaceCancelResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de tentatives depuis cette adresse : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Le prestataire de paiement a échoué : rien n'a changé, réessayer plus tard */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentSpacePaymentsController_calendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fichier .ics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentDataController_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentDataExportResponse"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentDataController_erasureStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentErasureStatusResponse"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentDataController_requestErasure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentDataController_confirmErasure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentErasureConfirmDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentErasureResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminParentDataController_export: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentDataExportResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminParentDataController_erase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentErasureResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    PaymentsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentIntentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentIntentResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de tentatives depuis cette adresse : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Service momentanément indisponible (base de données, prestataire) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    PaymentsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatusResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de tentatives depuis cette adresse : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    PaymentsController_confirmDemo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmDemoPaymentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStatusResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de tentatives depuis cette adresse : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminPaymentsController_refund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParentRequestResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Service momentanément indisponible (base de données, prestataire) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    ParentSpaceReceiptsController_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
                /** @description Le numéro du justificatif suivi de .pdf */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Le fichier PDF émis, tel quel */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminReceiptsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffReceiptResponse"][];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminReceiptsController_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Le fichier PDF émis, tel quel */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminCandidatesController_list: {
        parameters: {
            query?: {
                /** @description Rayon autour de la commune de la demande (km ; réglage MATCHING_RADIUS_KM par défaut) */
                radiusKm?: number;
                /** @description Début de l'atelier, ISO 8601 (sans décalage : heure de Paris) ; par défaut le jour souhaité à 14:00 */
                date?: string;
                /** @description Lister aussi les artisans exclus, avec leurs motifs */
                includeExcluded?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CandidateResponse"][];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminOffersController_unmatched: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnmatchedRequestResponse"][];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminOffersController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferResponse"][];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminOffersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOffersDto"];
            };
        };
        responses: {
            /** @description La file créée et les précédentes */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferResponse"][];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Valeur inconnue (code métier dans code) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminOffersController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferResponse"][];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantOffersController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantOffersController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
                offerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineOfferDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantSpaceController_requestLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MerchantSpaceLinkDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Trop de tentatives depuis cette adresse : réessayer plus tard */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Service momentanément indisponible (base de données, prestataire) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantSpaceController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantSpaceResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantSpaceController_updateAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MerchantAvailabilityDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantSpaceResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantSpaceController_calendarLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarLinkResponse"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantSpaceController_exportData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantDataExportResponse"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantSpaceController_requestErasure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantErasureRequestResponse"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantSpaceController_calendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton de l'agenda (calendar-link), pas celui de l'espace */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Flux .ics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMerchantDataController_exportData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantDataExportResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMerchantDataController_erase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MerchantErasureDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantRequestResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminDac7Controller_csv: {
        parameters: {
            query: {
                /** @description Année civile déclarée */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fichier CSV (UTF-8 avec BOM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminDac7Controller_incomplete: {
        parameters: {
            query: {
                /** @description Année civile déclarée */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dac7IncompleteResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminDac7CopiesController_regenerate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Dac7CopyRegenerateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dac7CopyRegenerateResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantDac7CopiesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantDac7CopiesResponse"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantDac7CopiesController_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
                year: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fichier PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    PayoutDetailsController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutDetailsResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    PayoutDetailsController_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutDetailsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutDetailsResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminPayoutDetailsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutDetailsResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminPayoutsController_owed: {
        parameters: {
            query: {
                /** @description Premier jour des ateliers (AAAA-MM-JJ, heure de Paris) */
                from: string;
                /** @description Dernier jour des ateliers (inclus) */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutOwedResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminPayoutsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchResponse"][];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminPayoutsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutPeriodDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Valeur inconnue (code métier dans code) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminPayoutsController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchDetailResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminPayoutsController_sepa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fichier XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminPayoutsController_markSent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminPayoutsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutBatchResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminPayoutsController_statement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fichier PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMerchantSharesController_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantShareHistoryResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminMerchantSharesController_change: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MerchantShareDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantShareHistoryResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantStatementsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MerchantStatementsResponse"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    MerchantStatementsController_statement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Le jeton du lien personnel envoyé par e-mail */
                token: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Fichier PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminRemindersController_late: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LateRemindersResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    StatsController_get: {
        parameters: {
            query: {
                /** @description Premier jour de la période (AAAA-MM-JJ, heure de Paris) */
                start: string;
                /** @description Dernier jour de la période (inclus) */
                end: string;
                /** @description Limite la courbe et les totaux à une page (« * » : les autres pages) */
                page?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatsResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminDailyStatsController_list: {
        parameters: {
            query?: {
                /** @description Tableau JSON [champ, ASC ou DESC] */
                sort?: string;
                /** @description Tableau JSON [début, fin], 1000 lignes au plus ; sans lui, toute la liste */
                range?: string;
                /** @description Objet JSON : day_gte, day_lte */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La page demandée */
            200: {
                headers: {
                    /** @description Lignes de la page et total, pour la pagination de react-admin */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyStatResponse"][];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminDailyStatsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDailyStatDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyStatResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Action impossible dans l'état actuel de l'enregistrement (code métier dans code) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminDailyStatsController_importCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
                "text/plain": string;
                "application/json": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyStatsImportResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminDailyStatsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                day: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyStatResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminDailyStatsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                day: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDailyStatDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyStatResponse"];
                };
            };
            /** @description Requête invalide : le message dit pourquoi ; errors liste les champs refusés */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminDailyStatsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                day: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyStatResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
            /** @description Enregistrement introuvable */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
    AdminOperationsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationsStatusResponse"];
                };
            };
            /** @description Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiErrorBody"];
                };
            };
        };
    };
}
