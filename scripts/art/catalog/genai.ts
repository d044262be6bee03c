// Generative AI insight cards (15).
import type { Group } from './types.ts';
import { scenes, CARD } from './helpers.ts';

export const genai: Group = {
  name: 'genai',
  items: scenes('assets/images/genai', CARD, [
    ['insight-01', 'duo', 'people', ['chip', 'chat', 'sparkles', 'code'], 'light', 'A person and an AI copilot working side by side'],
    ['insight-02', 'isogrid', 'database', ['document', 'magnifier', 'chat'], 'dark', 'Knowledge base above an isometric grid feeding documents and search into chat answers, illustrating retrieval'],
    ['insight-03', 'split', 'gauge', ['chart', 'checklist', 'brain'], 'light', 'Accuracy gauge beside evaluation charts and checklists for model evaluation'],
    ['insight-04', 'orbit', 'shield', ['chip', 'lock', 'checklist', 'scales', 'eye'], 'warm', 'Shield around an AI model with lock, policy and monitoring badges, illustrating guardrails'],
    ['insight-05', 'split', 'coins', ['chip', 'chart', 'gauge'], 'light', 'Coin stacks beside usage and cost dashboards for AI cost management', true],
    ['insight-06', 'orbit', 'chip', ['gears', 'chat', 'cloud', 'document', 'calendar', 'envelope'], 'dark', 'AI agent chip orchestrating tools for chat, cloud, documents, calendar and email'],
    ['insight-07', 'stage', 'document', ['sparkles', 'magnifier', 'checklist'], 'light', 'Document on a platform with AI extraction and checklist badges for document AI'],
    ['insight-08', 'split', 'code', ['sparkles', 'chat', 'devices'], 'dark', 'Code editor with AI suggestions beside chat and device cards for code assistants'],
    ['insight-09', 'isogrid', 'database', ['checklist', 'gauge', 'cloud'], 'light', 'Clean data store above an isometric grid with quality checks for data readiness', true],
    ['insight-10', 'tiles', 'scales', ['shield', 'document', 'checklist', 'people', 'lock'], 'light', 'Cards for AI governance: accountability, safety, policy, review, people and access'],
    ['insight-11', 'screen', 'chat', ['headset', 'heart'], 'warm', 'Support team with an AI chat assistant on a large screen for customer service'],
    ['insight-12', 'stage', 'magnifier', ['sparkles', 'document', 'database'], 'dark', 'Magnifying glass on a platform with AI, document and data badges for intelligent search'],
    ['insight-13', 'orbit', 'database', ['sparkles', 'dna', 'chart', 'chip', 'gears'], 'maroon', 'Database surrounded by generated data, pattern and chart badges for synthetic data'],
    ['insight-14', 'split', 'brain', ['gears', 'chart', 'target'], 'light', 'AI brain beside tuning dials and accuracy charts for fine-tuning'],
    ['insight-15', 'stage', 'mountain', ['flag', 'calendar', 'rocket'], 'warm', 'Mountain with a summit flag on a platform with milestone and launch badges for an adoption roadmap'],
  ]),
};
