import type { ServicePage } from '../types.ts';
import aiMl from './ai-ml.ts';
import cloudInteg from './cloud-integ.ts';
import dataEngAna from './data-eng-ana.ts';
import iotServices from './iot-services.ts';
import productEng from './product-eng.ts';
import testAutomation from './test-automation.ts';
import grc from './grc.ts';
import itAssetManagement from './it-asset-management.ts';
import genai from './genai.ts';
import devops from './devops.ts';

/** Digital transformation service pages, in menu order. */
export const digitalTransformationPages: ServicePage[] = [
  aiMl,
  cloudInteg,
  dataEngAna,
  iotServices,
  productEng,
  testAutomation,
  grc,
  itAssetManagement,
  genai,
  devops,
];
