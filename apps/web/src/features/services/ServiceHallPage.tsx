import { ApiOutlined, AppstoreOutlined } from '@ant-design/icons';
import type { ProductView } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagePath } from '../../app/routing';
import { servicesApi, servicesKey } from './api';
import { SsoEntries } from '../sso';
import { formatFen } from '@console/contract/money';

function ProductCard({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="hall-product">
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {product.name}
          </Typography.Text>
          <Tag color="blue">{t(`services.serviceName.${product.serviceCode}`)}</Tag>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('services.hall.productNo', { productNo: product.productNo })}
        </Typography.Text>
        <Typography.Paragraph style={{ margin: 0, flex: 1 }}>{t(`services.hall.about.${product.serviceCode}`)}</Typography.Paragraph>
        <Typography.Text strong style={{ fontSize: 18, color: 'var(--ant-color-primary)' }} data-testid="hall-price">
          {product.unitPriceFen === 0 ? t('services.hall.free') : t('services.hall.perCall', { price: formatFen(product.unitPriceFen) })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

/** §2 serviceweb: the service hall — the products on sale, what each does and its price; readable before real-name authentication. */
export default function ServiceHallPage() {
  const { t } = useTranslation();
  const myServices = usePagePath('myServiceList');
  const { data, error, isLoading } = useQuery({ queryKey: [...servicesKey, 'hall'], queryFn: servicesApi.hall });
  return (
    <Card
      title={t('services.hall.title')}
      extra={
        <Flex gap={8} wrap>
          <Link to="/apiReference">
            <Button icon={<ApiOutlined />}>{t('services.hall.apiReference')}</Button>
          </Link>
          {/* The open platform and SDK entries, through single sign-on. */}
          <SsoEntries />
          {myServices && (
            <Link to={myServices}>
              <Button icon={<AppstoreOutlined />}>{t('services.hall.myServices')}</Button>
            </Link>
          )}
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('services.hall.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      {isLoading ? (
        <Skeleton active />
      ) : data?.list.length ? (
        <Row gutter={[16, 16]} data-testid="service-hall">
          {data.list.map((p) => (
            <Col key={p.id} xs={24} md={12} xl={8}>
              <ProductCard product={p} />
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description={t('services.hall.empty')} />
      )}
    </Card>
  );
}
