/**
 * Every mail the product sends, by name: its data type and its template (French subject, MJML body and plain-text
 * part), each written in its own file under templates/<audience>/, with the shared layout and blocks beside them.
 * A new mail is one new file, listed here. The data types are type aliases, not interfaces: the renderer reads any
 * mail's data as a record of its fields.
 */
import { parentRequestReceivedTemplate, type ParentRequestReceivedData } from './templates/parent/parent-request-received';
import { parentDepositPaidTemplate, type ParentDepositPaidData } from './templates/parent/parent-deposit-paid';
import { parentProposalTemplate, type ParentProposalData } from './templates/parent/parent-proposal';
import { parentRequestRefusedTemplate, type ParentRequestRefusedData } from './templates/parent/parent-request-refused';
import { parentRequestArchivedTemplate, type ParentRequestArchivedData } from './templates/parent/parent-request-archived';
import { merchantApplicationReceivedTemplate, type MerchantApplicationReceivedData } from './templates/merchant/merchant-application-received';
import { merchantApprovedTemplate, type MerchantApprovedData } from './templates/merchant/merchant-approved';
import { merchantRefusedTemplate, type MerchantRefusedData } from './templates/merchant/merchant-refused';
import { merchantSpaceLinkTemplate, type MerchantSpaceLinkData } from './templates/merchant/merchant-space-link';
import { operatorNewPaidRequestTemplate, type OperatorNewPaidRequestData } from './templates/operator/operator-new-paid-request';
import {
  operatorNewMerchantApplicationTemplate,
  type OperatorNewMerchantApplicationData,
} from './templates/operator/operator-new-merchant-application';
import { parentDepositRefundedTemplate, type ParentDepositRefundedData } from './templates/parent/parent-deposit-refunded';
import { operatorDepositDisputedTemplate, type OperatorDepositDisputedData } from './templates/operator/operator-deposit-disputed';
import { operatorDepositToRefundTemplate, type OperatorDepositToRefundData } from './templates/operator/operator-deposit-to-refund';
import { parentSpaceLinkTemplate, type ParentSpaceLinkData } from './templates/parent/parent-space-link';
import { parentErasureConfirmationTemplate, type ParentErasureConfirmationData } from './templates/parent/parent-erasure-confirmation';
import { parentProposalDeclinedTemplate, type ParentProposalDeclinedData } from './templates/parent/parent-proposal-declined';
import { operatorProposalDeclinedTemplate, type OperatorProposalDeclinedData } from './templates/operator/operator-proposal-declined';
import { parentReminderD16Template, type ParentReminderD16Data } from './templates/parent/parent-reminder-d16';
import { parentReminderD10Template, type ParentReminderD10Data } from './templates/parent/parent-reminder-d10';
import { parentReminderD2Template, type ParentReminderD2Data } from './templates/parent/parent-reminder-d2';
import { operatorReminderTemplate, type OperatorReminderData } from './templates/operator/operator-reminder';
import { parentBalancePaidTemplate, type ParentBalancePaidData } from './templates/parent/parent-balance-paid';
import { operatorBalancePaidTemplate, type OperatorBalancePaidData } from './templates/operator/operator-balance-paid';
import { operatorBalanceToRefundTemplate, type OperatorBalanceToRefundData } from './templates/operator/operator-balance-to-refund';
import { parentBalanceRefundedTemplate, type ParentBalanceRefundedData } from './templates/parent/parent-balance-refunded';
import { parentCancelledTemplate, type ParentCancelledData } from './templates/parent/parent-cancelled';
import { operatorParentCancelledTemplate, type OperatorParentCancelledData } from './templates/operator/operator-parent-cancelled';
import { merchantOfferTemplate, type MerchantOfferData } from './templates/merchant/merchant-offer';
import { merchantOfferReminderTemplate, type MerchantOfferReminderData } from './templates/merchant/merchant-offer-reminder';
import { merchantOfferAcceptedTemplate, type MerchantOfferAcceptedData } from './templates/merchant/merchant-offer-accepted';
import { merchantOfferWithdrawnTemplate, type MerchantOfferWithdrawnData } from './templates/merchant/merchant-offer-withdrawn';
import { merchantWorkshopReminderTemplate, type MerchantWorkshopReminderData } from './templates/merchant/merchant-workshop-reminder';
import { merchantWorkshopCancelledTemplate, type MerchantWorkshopCancelledData } from './templates/merchant/merchant-workshop-cancelled';
import { operatorNoArtisanTemplate, type OperatorNoArtisanData } from './templates/operator/operator-no-artisan';
import { merchantPayoutDetailsChangedTemplate, type MerchantPayoutDetailsChangedData } from './templates/merchant/merchant-payout-details-changed';
import { merchantPayoutStatementTemplate, type MerchantPayoutStatementData } from './templates/merchant/merchant-payout-statement';
import {
  operatorMerchantErasureRequestTemplate,
  type OperatorMerchantErasureRequestData,
} from './templates/operator/operator-merchant-erasure-request';
import { merchantDac7CopyTemplate, type MerchantDac7CopyData } from './templates/merchant/merchant-dac7-copy';
import type { MailTemplate } from './templates/layout';

export interface MailDataByTemplate {
  'parent-request-received': ParentRequestReceivedData;
  'parent-deposit-paid': ParentDepositPaidData;
  'parent-proposal': ParentProposalData;
  'parent-request-refused': ParentRequestRefusedData;
  'parent-request-archived': ParentRequestArchivedData;
  'merchant-application-received': MerchantApplicationReceivedData;
  'merchant-approved': MerchantApprovedData;
  'merchant-refused': MerchantRefusedData;
  'merchant-space-link': MerchantSpaceLinkData;
  'operator-new-paid-request': OperatorNewPaidRequestData;
  'operator-new-merchant-application': OperatorNewMerchantApplicationData;
  'parent-deposit-refunded': ParentDepositRefundedData;
  'operator-deposit-disputed': OperatorDepositDisputedData;
  'operator-deposit-to-refund': OperatorDepositToRefundData;
  'parent-space-link': ParentSpaceLinkData;
  'parent-erasure-confirmation': ParentErasureConfirmationData;
  'parent-proposal-declined': ParentProposalDeclinedData;
  'operator-proposal-declined': OperatorProposalDeclinedData;
  'parent-reminder-d16': ParentReminderD16Data;
  'parent-reminder-d10': ParentReminderD10Data;
  'parent-reminder-d2': ParentReminderD2Data;
  'operator-reminder': OperatorReminderData;
  'parent-balance-paid': ParentBalancePaidData;
  'operator-balance-paid': OperatorBalancePaidData;
  'operator-balance-to-refund': OperatorBalanceToRefundData;
  'parent-balance-refunded': ParentBalanceRefundedData;
  'parent-cancelled': ParentCancelledData;
  'operator-parent-cancelled': OperatorParentCancelledData;
  'merchant-offer': MerchantOfferData;
  'merchant-offer-reminder': MerchantOfferReminderData;
  'merchant-offer-accepted': MerchantOfferAcceptedData;
  'merchant-offer-withdrawn': MerchantOfferWithdrawnData;
  'merchant-workshop-reminder': MerchantWorkshopReminderData;
  'merchant-workshop-cancelled': MerchantWorkshopCancelledData;
  'operator-no-artisan': OperatorNoArtisanData;
  'merchant-payout-details-changed': MerchantPayoutDetailsChangedData;
  'merchant-payout-statement': MerchantPayoutStatementData;
  'operator-merchant-erasure-request': OperatorMerchantErasureRequestData;
  'merchant-dac7-copy': MerchantDac7CopyData;
}

export type MailTemplateName = keyof MailDataByTemplate;

/** Mails to the operator go to OPERATOR_EMAIL unless the caller names another recipient. */
export type OperatorTemplateName = Extract<MailTemplateName, `operator-${string}`>;

export const MAIL_TEMPLATES: Record<MailTemplateName, MailTemplate> = {
  'parent-request-received': parentRequestReceivedTemplate,
  'parent-deposit-paid': parentDepositPaidTemplate,
  'parent-proposal': parentProposalTemplate,
  'parent-request-refused': parentRequestRefusedTemplate,
  'parent-request-archived': parentRequestArchivedTemplate,
  'merchant-application-received': merchantApplicationReceivedTemplate,
  'merchant-approved': merchantApprovedTemplate,
  'merchant-refused': merchantRefusedTemplate,
  'merchant-space-link': merchantSpaceLinkTemplate,
  'operator-new-paid-request': operatorNewPaidRequestTemplate,
  'operator-new-merchant-application': operatorNewMerchantApplicationTemplate,
  'parent-deposit-refunded': parentDepositRefundedTemplate,
  'operator-deposit-disputed': operatorDepositDisputedTemplate,
  'operator-deposit-to-refund': operatorDepositToRefundTemplate,
  'parent-space-link': parentSpaceLinkTemplate,
  'parent-erasure-confirmation': parentErasureConfirmationTemplate,
  'parent-proposal-declined': parentProposalDeclinedTemplate,
  'operator-proposal-declined': operatorProposalDeclinedTemplate,
  'parent-reminder-d16': parentReminderD16Template,
  'parent-reminder-d10': parentReminderD10Template,
  'parent-reminder-d2': parentReminderD2Template,
  'operator-reminder': operatorReminderTemplate,
  'parent-balance-paid': parentBalancePaidTemplate,
  'operator-balance-paid': operatorBalancePaidTemplate,
  'operator-balance-to-refund': operatorBalanceToRefundTemplate,
  'parent-balance-refunded': parentBalanceRefundedTemplate,
  'parent-cancelled': parentCancelledTemplate,
  'operator-parent-cancelled': operatorParentCancelledTemplate,
  'merchant-offer': merchantOfferTemplate,
  'merchant-offer-reminder': merchantOfferReminderTemplate,
  'merchant-offer-accepted': merchantOfferAcceptedTemplate,
  'merchant-offer-withdrawn': merchantOfferWithdrawnTemplate,
  'merchant-workshop-reminder': merchantWorkshopReminderTemplate,
  'merchant-workshop-cancelled': merchantWorkshopCancelledTemplate,
  'operator-no-artisan': operatorNoArtisanTemplate,
  'merchant-payout-details-changed': merchantPayoutDetailsChangedTemplate,
  'merchant-payout-statement': merchantPayoutStatementTemplate,
  'operator-merchant-erasure-request': operatorMerchantErasureRequestTemplate,
  'merchant-dac7-copy': merchantDac7CopyTemplate,
};

export const MAIL_TEMPLATE_NAMES = Object.keys(MAIL_TEMPLATES) as readonly MailTemplateName[];
