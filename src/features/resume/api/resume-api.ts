/** The seeker's own resume calls (spec section 7 paths kept verbatim; the rest designed per section). */
import type {
  BlockedCompanyRow,
  EducationBody,
  EducationRow,
  ExpectationBody,
  ExpectationRow,
  ExperienceBody,
  ExperienceRow,
  ProjectBody,
  ProjectRow,
  Resume,
  ResumeBasicBody,
  ResumeBasicRow,
  SkillsBody,
  SkillsRow,
} from '@common/resume';
import { api, request } from '@/lib/request';

// The rows the resume calls answer, under the names the resume pages use (common/resume.ts).
export type Education = EducationRow;
export type Expectation = ExpectationRow;
export type Experience = ExperienceRow;
export type Project = ProjectRow;
export type ResumeBasic = ResumeBasicRow;
export type Skills = SkillsRow;
export type BlockedCompany = BlockedCompanyRow;
export type { Resume };

const del = (url: string) => request({ url, method: 'DELETE' });

export const resumeApi = {
  resume: () => api.get<Resume>('resume'),
  saveBasic: (body: ResumeBasicBody) => api.put<ResumeBasic>('resume/basic', body),
  saveSkills: (body: SkillsBody) => api.put<Skills>('resume/skills', body),
  setHidden: (hidden: boolean) => api.put<unknown>('resume/visibility', { hidden }),

  education: (id: string) => api.get<Education>(`app/educationExperience/${id}`),
  addEducation: (body: EducationBody) => api.post<Education>('app/educationExperience', body),
  editEducation: (id: string, body: EducationBody) =>
    api.put<Education>('app/educationExperience/edit', { id: Number(id), ...body }),
  deleteEducation: (id: string) => api.get<unknown>(`app/educationExperience/del/${id}`),

  experience: (id: string) => api.get<Experience>('experience/getInfo', { id }),
  addExperience: (body: ExperienceBody) => api.post<Experience>('experience/', body),
  editExperience: (id: string, body: ExperienceBody) =>
    api.put<Experience>('experience/edit', { id: Number(id), ...body }),
  deleteExperience: (id: string) => del(`experience/del/${id}`),

  expectation: (id: string) => api.get<Expectation>(`expectations/${id}`),
  addExpectation: (body: ExpectationBody) => api.post<Expectation>('expectations', body),
  editExpectation: (id: string, body: ExpectationBody) =>
    api.post<Expectation>('expectations/edit', { id: Number(id), ...body }),
  deleteExpectation: (id: string) => api.get<unknown>('expectations/del', { id }),

  project: (id: string) => api.get<Project>(`resume/projects/${id}`),
  addProject: (body: ProjectBody) => api.post<Project>('resume/projects', body),
  editProject: (id: string, body: ProjectBody) => api.put<Project>(`resume/projects/${id}`, body),
  deleteProject: (id: string) => del(`resume/projects/${id}`),

  blocked: () => api.get<BlockedCompany[]>('resume/blocked'),
  block: (companyName: string) => api.post<BlockedCompany>('resume/blocked', { companyName }),
  unblock: (id: number) => del(`resume/blocked/${id}`),
};
