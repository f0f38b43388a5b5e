import { Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentTree, type Selected } from './DepartmentTree';
import { MembersCard } from './MembersCard';
import { PendingInvitationsCard } from './PendingInvitationsCard';

/** organizationList (§2): the department tree beside the members of the selected department and the invitations waiting. */
export default function OrganizationPage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Selected>({ nodeCode: 'root', name: t('organization.tree.root') });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8} xl={7}>
        <DepartmentTree selected={selected} onSelect={setSelected} />
      </Col>
      <Col xs={24} lg={16} xl={17}>
        <MembersCard department={selected} />
        <PendingInvitationsCard />
      </Col>
    </Row>
  );
}
