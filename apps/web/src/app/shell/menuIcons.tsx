import {
  AppstoreOutlined,
  BankOutlined,
  CustomerServiceOutlined,
  HomeOutlined,
  PayCircleOutlined,
  ProfileOutlined,
  ScheduleOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export const menuIcons: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  myIndex: <ProfileOutlined />,
  personalCenter: <UserOutlined />,
  enterpriseCenter: <BankOutlined />,
  costCenter: <WalletOutlined />,
  payment: <PayCircleOutlined />,
  serviceManage: <AppstoreOutlined />,
  dailyManage: <ScheduleOutlined />,
  workOrder: <CustomerServiceOutlined />,
};
