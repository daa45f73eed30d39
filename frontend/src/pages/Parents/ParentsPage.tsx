import { formatEuros } from '@ptits-mitrons/domain';
import { SectionCard } from '../../components/SectionCard';
import { useConfig } from '../../components/ConfigProvider';
import { lazyBelowTheFold } from '../../components/lazyBelowTheFold';
import { phoneHref } from '../../components/contactLinks';
import { Gallery } from '../../components/Gallery';
import { usePageMeta } from '../../components/usePageMeta';
import { meta, parentsPage } from '../../content/pages';

/**
 * The form is far below the first screen: its fields, city autocomplete and checks (and MUI) load as it comes near.
 * Its place is held at about its height (measured at 375 and 1280 px): .parents-form-placeholder in index.css.
 */
const ParentForm = lazyBelowTheFold(() => import('./ParentForm').then((module) => ({ default: module.ParentForm })), 'parents-form-placeholder');

function TextList({ component: List, items }: { component: 'ol' | 'ul'; items: string[] }) {
  return (
    <List className="text-list">
      {items.map((item) => (
        <li key={item} className="text-body1">
          {item}
        </li>
      ))}
    </List>
  );
}

/** The parents' page, plain elements styled by index.css (no MUI before the form). */
export default function ParentsPage() {
  const { brandName, contactPhone, prices } = useConfig();
  usePageMeta(meta.parents.title(brandName), meta.parents.description);
  const deposit = formatEuros(prices.depositAmount, { cents: 'when-needed' });
  return (
    <div className="container page-sections">
      <header>
        <h1 className="text-h1 gutter">{parentsPage.title}</h1>
        <p className="text-body1 text-large">{parentsPage.intro(prices.totalPrice, deposit)}</p>
      </header>
      <section aria-label={parentsPage.pictures}>
        <Gallery />
      </section>
      <section aria-labelledby="parents-benefits">
        <h2 className="text-h2 gutter" id="parents-benefits">
          {parentsPage.benefitsTitle}
        </h2>
        <ul className="plain-list grid parents-benefits">
          {parentsPage.benefits(prices.totalPrice).map((benefit) => (
            <li key={benefit.title} className="card">
              <h3 className="text-h3 gutter">{benefit.title}</h3>
              <p className="text-body1">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid grid-md-3 parents-cards">
        <SectionCard id="parents-how-to" title={parentsPage.howToTitle}>
          <TextList component="ol" items={parentsPage.howTo(deposit)} />
        </SectionCard>
        <SectionCard id="parents-prices" title={parentsPage.pricesTitle}>
          <TextList component="ul" items={parentsPage.prices(prices.totalPrice, deposit)} />
        </SectionCard>
        <SectionCard id="parents-insurance" title={parentsPage.insuranceTitle}>
          <p className="text-body1">{parentsPage.insurance}</p>
          <h2 className="text-h2 card-subtitle gutter">{parentsPage.phoneTitle}</h2>
          <a href={phoneHref(contactPhone)} className="link">
            {contactPhone}
          </a>
        </SectionCard>
      </div>
      <ParentForm />
    </div>
  );
}
