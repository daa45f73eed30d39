import { applyDecorators, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { ApiErrorBody } from './api-error';

const ERROR_DESCRIPTIONS = {
  400: 'Requête invalide : le message dit pourquoi ; errors liste les champs refusés',
  401: 'Authentification requise : jeton absent, expiré ou révoqué (ou identifiants refusés)',
  404: 'Enregistrement introuvable',
  409: "Action impossible dans l'état actuel de l'enregistrement (code métier dans code)",
  422: 'Valeur inconnue (code métier dans code)',
  429: 'Trop de tentatives depuis cette adresse : réessayer plus tard',
  502: "Le prestataire de paiement a échoué : rien n'a changé, réessayer plus tard",
  503: 'Service momentanément indisponible (base de données, prestataire)',
} as const;

/** The error answers an operation may give, each with the API's one French error shape. */
export function ApiErrors(...statuses: (keyof typeof ERROR_DESCRIPTIONS)[]): MethodDecorator & ClassDecorator {
  return applyDecorators(...statuses.map((status) => ApiResponse({ status, description: ERROR_DESCRIPTIONS[status], type: ApiErrorBody })));
}

/** The JSON `filter` parameter of the lists and their counts. */
export function ApiListFilter(description: string): MethodDecorator {
  return ApiQuery({ name: 'filter', required: false, type: String, description: `Objet JSON : ${description}`, example: '{"q":"dupont"}' });
}

/**
 * A react-admin list (ra-data-simple-rest): sort, range and filter parameters, the page as an array and its
 * Content-Range header (`<resource> début-fin/total`), which the data provider reads for the total.
 */
export function ApiList(type: Type<unknown>, resource: string, filters: string): MethodDecorator {
  return applyDecorators(
    ApiQuery({ name: 'sort', required: false, type: String, description: 'Tableau JSON [champ, ASC ou DESC]', example: '["createdAt","DESC"]' }),
    ApiQuery({ name: 'range', required: false, type: String, description: 'Tableau JSON [début, fin], 1000 lignes au plus ; sans lui, toute la liste', example: '[0,24]' }),
    ApiListFilter(filters),
    ApiOkResponse({
      type,
      isArray: true,
      description: 'La page demandée',
      headers: {
        'Content-Range': {
          description: 'Lignes de la page et total, pour la pagination de react-admin',
          schema: { type: 'string', example: `${resource} 0-24/120` },
        },
      },
    }),
    ApiErrors(400),
  );
}

/** What a public form's creation answers (parents, merchants). */
export class CreatedRecordResponse {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'submitted' })
  status: string;
}

/** POST /api/parents: the new request; paidByCredit when a credit code paid its deposit. */
export class CreatedParentRequestResponse extends CreatedRecordResponse {
  @ApiPropertyOptional({ enum: [true], description: "Présent quand un code d'avoir a réglé l'acompte : aucun paiement par carte ne suit" })
  paidByCredit?: true;
}

/** One record a bulk action could not change, and why (in French). */
export class BulkFailureResponse {
  @ApiProperty()
  id: string;

  @ApiProperty()
  message: string;
}
