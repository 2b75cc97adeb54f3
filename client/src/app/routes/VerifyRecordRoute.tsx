import { useParams } from 'react-router-dom';
import { VerifyRecord } from '@/features/records/components/VerifyRecord';

export default function VerifyRecordRoute() {
  const { code = '' } = useParams();
  return <VerifyRecord key={code} code={code} />;
}
