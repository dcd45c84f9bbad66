import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BuyerOrders } from '@/features/orders/components/buyer-orders';
import { ContactCard } from '@/features/orders/components/contact-card';
import { WriteToBuyer } from '@/features/orders/components/write-to-buyer';
import { ReturnDetailPage, type BuyerCard } from '@/features/returns/components/return-detail-page';

/** The order page's buyer card (chat and order history) with the request's own facts about the buyer's returns. */
const buyerCard: BuyerCard = ({ request, children }) => <Buyer request={request}>{children}</Buyer>;

function Buyer({ request, children }: Parameters<BuyerCard>[0]) {
  const { t } = useTranslation('returns');
  return (
    <ContactCard
      title={t('detail.buyer')}
      name={request.buyer.name}
      phone={request.buyer.phone}
      email={request.buyer.email}
      testId="return-buyer"
    >
      <WriteToBuyer orderId={request.order.id} testId="return-write-buyer" />
      {children}
      <BuyerOrders orderId={request.order.id} />
    </ContactCard>
  );
}

/** /returns/{id} */
export function Component() {
  const { id } = useParams();
  const returnId = /^\d{1,15}$/.test(id ?? '') ? Number(id) : 0;
  return <ReturnDetailPage key={returnId} id={returnId} buyerCard={buyerCard} />;
}
