import { MERCHANT_SPACE_PATH } from '@ptits-mitrons/domain';
import { Link } from 'react-router-dom';
import display from '../../assets/illustrations/display.svg';
import oven from '../../assets/illustrations/oven.svg';
import shopfront from '../../assets/illustrations/shopfront.svg';
import workbench from '../../assets/illustrations/workbench.svg';
import { useConfig } from '../../components/ConfigProvider';
import { lazyBelowTheFold } from '../../components/lazyBelowTheFold';
import { Gallery } from '../../components/Gallery';
import { usePageMeta } from '../../components/usePageMeta';
import { merchantsPage, meta } from '../../content/pages';

/**
 * The form is far below the first screen: its fields, city autocomplete and checks (and MUI) load as it comes near.
 * Its place is held at about its height (measured at 375 and 1280 px): .merchants-form-placeholder in index.css.
 */
const MerchantForm = lazyBelowTheFold(() => import('./MerchantForm').then((module) => ({ default: module.MerchantForm })), 'merchants-form-placeholder');

const MERCHANT_PICTURES = [
  { src: oven, alt: merchantsPage.photos.oven },
  { src: shopfront, alt: merchantsPage.photos.shopfront },
  { src: workbench, alt: merchantsPage.photos.workbench },
  { src: display, alt: merchantsPage.photos.display },
];

/** Merchant recruitment, sections in order: pitch, four photos, five benefits, the form; plain elements before it. */
export default function MerchantsPage() {
  const { brandName } = useConfig();
  usePageMeta(meta.merchants.title(brandName), meta.merchants.description);
  return (
    <div className="container page-sections">
      <header>
        <h1 className="text-h1 gutter">{merchantsPage.title(brandName)}</h1>
        <p className="text-body1 text-large">{merchantsPage.intro}</p>
        <p className="text-body1 merchants-space-question">
          {merchantsPage.spaceQuestion}{' '}
          <Link to={MERCHANT_SPACE_PATH} className="link">
            {merchantsPage.spaceLink}
          </Link>
        </p>
      </header>
      <section aria-label={merchantsPage.photosTitle}>
        <Gallery pictures={MERCHANT_PICTURES} />
      </section>
      <section aria-labelledby="merchant-benefits-title">
        <h2 className="text-h2 gutter" id="merchant-benefits-title">
          {merchantsPage.benefitsTitle}
        </h2>
        <ul className="plain-list grid grid-md-2">
          {merchantsPage.benefits.map((benefit) => (
            <li key={benefit.title} className="card merchant-benefit">
              <span aria-hidden="true" className="merchant-benefit-emoji">
                {benefit.emoji}
              </span>
              <div>
                <h3 className="text-h3 gutter">{benefit.title}</h3>
                <p className="text-body1">{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <MerchantForm />
    </div>
  );
}
