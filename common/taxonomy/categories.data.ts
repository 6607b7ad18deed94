/**
 * Job categories (职能), three levels, after the function trees of BOSS直聘 and 智联招聘 (docs/decisions.md,
 * "Taxonomies"). One node a line: `code|中文|English`, indented one space a level. The full code of a node is
 * six digits: level 1 `XX0000`, level 2 `XXYY00`, level 3 `XXYYZZ` (e.g. 技术 100000 > 后端开发 100100 >
 * Java 100101). Codes are stored in positions and expectations: never renumber or reuse one; add new nodes
 * at the end of their parent with the next free number, and retire a node by leaving it in place.
 */
export const CATEGORY_DATA = `
10|技术|Technology
 01|后端开发|Backend Development
  01|Java|Java
  02|C/C++|C/C++
  03|PHP|PHP
  04|Python|Python
  05|Golang|Golang
  06|Node.js|Node.js
  07|C#/.NET|C#/.NET
  08|Ruby|Ruby
  09|Rust|Rust
  10|全栈工程师|Full-stack Engineer
  11|后端开发工程师|Backend Engineer
  12|GIS工程师|GIS Engineer
 02|前端/移动开发|Frontend & Mobile Development
  01|前端开发工程师|Frontend Engineer
  02|Android|Android
  03|iOS|iOS
  04|鸿蒙开发工程师|HarmonyOS Engineer
  05|小程序开发|Mini Program Developer
  06|Flutter开发|Flutter Developer
  07|U3D|Unity 3D
  08|UE4|Unreal Engine
  09|Cocos|Cocos
 03|测试|Testing
  01|测试工程师|Test Engineer
  02|软件测试|Software Tester
  03|自动化测试|Test Automation Engineer
  04|功能测试|Functional Tester
  05|性能测试|Performance Tester
  06|测试开发|Software Development Engineer in Test
  07|游戏测试|Game Tester
  08|硬件测试|Hardware Tester
  09|渗透测试|Penetration Tester
 04|运维/技术支持|Operations & Technical Support
  01|运维工程师|Operations Engineer
  02|运维开发工程师|DevOps Engineer
  03|网络工程师|Network Engineer
  04|系统工程师|Systems Engineer
  05|IT技术支持|IT Support
  06|系统管理员|System Administrator
  07|网络安全|Network Security Engineer
  08|DBA|Database Administrator
  09|实施工程师|Implementation Engineer
 05|人工智能|Artificial Intelligence
  01|算法工程师|Algorithm Engineer
  02|机器学习|Machine Learning Engineer
  03|深度学习|Deep Learning Engineer
  04|自然语言处理算法|NLP Engineer
  05|图像算法|Computer Vision Engineer
  06|推荐算法|Recommendation Algorithm Engineer
  07|搜索算法|Search Algorithm Engineer
  08|大模型算法|Large Model Algorithm Engineer
  09|自动驾驶系统工程师|Autonomous Driving Engineer
  10|数据标注/AI训练师|Data Annotation / AI Trainer
 06|数据|Data
  01|数据分析师|Data Analyst
  02|数据开发|Data Developer
  03|大数据开发工程师|Big Data Engineer
  04|数据仓库|Data Warehouse Engineer
  05|数据挖掘|Data Mining Engineer
  06|ETL工程师|ETL Engineer
  07|数据治理|Data Governance Specialist
 07|技术项目管理|Technical Project Management
  01|项目经理/主管|Project Manager / Lead
  02|项目助理|Project Assistant
  03|项目专员|Project Coordinator
  04|实施顾问|Implementation Consultant
 08|高端技术职位|Technical Leadership
  01|技术经理|Engineering Manager
  02|架构师|Architect
  03|技术总监|Technical Director
  04|CTO/CIO|CTO / CIO
  05|技术合伙人|Technical Partner
 09|电子/半导体|Electronics & Semiconductors
  01|硬件工程师|Hardware Engineer
  02|嵌入式软件工程师|Embedded Software Engineer
  03|单片机|Microcontroller Engineer
  04|电子工程师|Electronics Engineer
  05|FPGA开发|FPGA Developer
  06|芯片设计工程师|IC Design Engineer
  07|射频工程师|RF Engineer
  08|电路设计|Circuit Designer
  09|PCB工程师|PCB Engineer
 10|通信|Telecommunications
  01|通信技术工程师|Telecom Engineer
  02|通信研发工程师|Telecom R&D Engineer
  03|光通信工程师|Optical Communications Engineer
  04|无线射频工程师|Wireless RF Engineer
  05|通信测试工程师|Telecom Test Engineer
11|产品|Product
 01|产品经理|Product Manager
  01|产品经理|Product Manager
  02|产品专员/助理|Product Specialist / Assistant
  03|高级产品经理|Senior Product Manager
  04|数据产品经理|Data Product Manager
  05|移动产品经理|Mobile Product Manager
  06|硬件产品经理|Hardware Product Manager
  07|AI产品经理|AI Product Manager
  08|电商产品经理|E-commerce Product Manager
 02|游戏策划/制作|Game Design & Production
  01|游戏策划|Game Designer
  02|系统策划|Systems Designer
  03|数值策划|Game Balance Designer
  04|关卡策划|Level Designer
  05|游戏制作人|Game Producer
 03|高端产品职位|Product Leadership
  01|产品总监|Product Director
  02|产品VP|VP of Product
  03|游戏制作总监|Game Production Director
12|设计|Design
 01|视觉/交互设计|Visual & Interaction Design
  01|UI设计师|UI Designer
  02|平面设计师|Graphic Designer
  03|交互设计师|Interaction Designer
  04|视觉设计师|Visual Designer
  05|用户研究|User Researcher
  06|网页设计师|Web Designer
  07|美工|Visual Artist
  08|UX设计师|UX Designer
 02|游戏设计|Game Art
  01|游戏原画|Game Concept Artist
  02|游戏UI设计|Game UI Designer
  03|游戏特效|Game VFX Artist
  04|3D建模师|3D Modeller
  05|游戏动画|Game Animator
 03|环境/空间设计|Interior & Spatial Design
  01|室内设计|Interior Designer
  02|景观设计|Landscape Designer
  03|展览/展示设计|Exhibition Designer
  04|陈列设计|Visual Merchandiser
  05|软装设计师|Soft Furnishing Designer
 04|工业/产品设计|Industrial & Product Design
  01|工业设计|Industrial Designer
  02|结构设计|Structural Design Engineer
  03|包装设计|Packaging Designer
  04|服装设计|Fashion Designer
  05|珠宝设计|Jewellery Designer
 05|多媒体/动画设计|Multimedia & Animation
  01|视频剪辑师|Video Editor
  02|动画设计|Animator
  03|插画师|Illustrator
  04|三维设计|3D Designer
  05|影视特效|Film VFX Artist
13|运营|Operations
 01|内容/新媒体运营|Content & New Media Operations
  01|新媒体运营|New Media Operations
  02|内容运营|Content Operations
  03|社区运营|Community Operations
  04|短视频运营|Short Video Operations
  05|直播运营|Live Stream Operations
  06|文案编辑|Copy Editor
 02|业务运营|Business Operations
  01|运营专员|Operations Specialist
  02|用户运营|User Operations
  03|产品运营|Product Operations
  04|活动运营|Event Operations
  05|数据运营|Data Operations
  06|商家运营|Merchant Operations
  07|游戏运营|Game Operations
  08|内容审核|Content Moderator
 03|电商运营|E-commerce Operations
  01|电商运营|E-commerce Operations
  02|淘宝运营|Taobao Store Operations
  03|亚马逊运营|Amazon Store Operations
  04|跨境电商运营|Cross-border E-commerce Operations
  05|抖音电商运营|Douyin E-commerce Operations
  06|店铺运营|Online Store Operations
 04|运营管理|Operations Management
  01|运营经理/主管|Operations Manager / Lead
  02|运营总监|Operations Director
  03|COO|COO
14|市场|Marketing
 01|市场营销|Marketing
  01|市场专员|Marketing Specialist
  02|市场经理|Marketing Manager
  03|市场策划|Marketing Planner
  04|品牌专员|Brand Specialist
  05|品牌经理|Brand Manager
  06|活动策划|Event Planner
  07|市场调研|Market Researcher
  08|文案策划|Copywriter
 02|推广/投放|Promotion & Paid Media
  01|SEM|SEM Specialist
  02|SEO|SEO Specialist
  03|信息流优化师|In-feed Ads Optimizer
  04|网络推广|Online Promotion Specialist
  05|海外市场|Overseas Marketing
  06|增长黑客|Growth Hacker
 03|公关/广告|PR & Advertising
  01|公关专员|PR Specialist
  02|媒介经理|Media Manager
  03|广告创意策划|Advertising Creative Planner
  04|广告客户执行|Account Executive (Advertising)
  05|政府关系|Government Relations
 04|市场管理|Marketing Management
  01|市场总监|Marketing Director
  02|CMO|CMO
15|销售|Sales
 01|销售|Sales
  01|销售代表|Sales Representative
  02|销售专员|Sales Specialist
  03|电话销售|Telesales
  04|网络销售|Online Sales
  05|大客户代表|Key Account Representative
  06|渠道销售|Channel Sales
  07|客户经理|Account Manager
  08|商务拓展经理|Business Development Manager
  09|销售工程师|Sales Engineer
 02|行业销售|Industry Sales
  01|医药代表|Medical Representative
  02|医疗器械销售|Medical Device Sales
  03|房产经纪人|Real Estate Agent
  04|汽车销售|Car Sales
  05|广告销售|Advertising Sales
  06|课程顾问|Course Advisor
  07|理财顾问|Financial Advisor
  08|保险顾问|Insurance Advisor
  09|外贸业务员|Foreign Trade Sales
 03|销售管理|Sales Management
  01|销售经理|Sales Manager
  02|销售主管|Sales Supervisor
  03|区域销售经理|Regional Sales Manager
  04|销售总监|Sales Director
  05|城市经理|City Manager
 04|销售支持|Sales Support
  01|销售助理|Sales Assistant
  02|商务专员|Commercial Specialist
  03|销售运营|Sales Operations
16|人力资源|Human Resources
 01|人力资源|Human Resources
  01|人事专员|HR Specialist
  02|HRBP|HR Business Partner
  03|招聘专员|Recruiter
  04|培训专员|Training Specialist
  05|薪酬绩效|Compensation & Performance Specialist
  06|员工关系|Employee Relations Specialist
  07|猎头顾问|Headhunter
 02|人力资源管理|HR Management
  01|人力资源经理/主管|HR Manager / Lead
  02|人力资源总监|HR Director
  03|招聘经理/主管|Recruiting Manager / Lead
17|财务|Finance & Accounting
 01|财务|Finance
  01|会计|Accountant
  02|出纳|Cashier (Finance)
  03|财务专员|Finance Specialist
  04|总账会计|General Ledger Accountant
  05|成本会计|Cost Accountant
  06|财务分析|Financial Analyst
  07|结算专员|Settlement Specialist
  08|资产管理|Asset Management Specialist
 02|审计/税务|Audit & Tax
  01|审计|Auditor
  02|审计助理|Audit Assistant
  03|税务专员|Tax Specialist
  04|税务经理|Tax Manager
  05|内控|Internal Control Specialist
 03|财务管理|Finance Management
  01|财务经理/主管|Finance Manager / Lead
  02|财务总监|Finance Director
  03|CFO|CFO
18|行政|Administration
 01|行政|Administration
  01|行政专员|Administrative Specialist
  02|行政助理|Administrative Assistant
  03|前台|Receptionist
  04|文员|Clerk
  05|助理|Assistant
  06|档案管理|Records Manager
  07|后勤|Logistics Support Staff
 02|行政管理|Administrative Management
  01|行政经理/主管|Administration Manager / Lead
  02|行政总监|Administration Director
  03|总裁助理/总经理助理|Executive Assistant
19|法务|Legal
 01|法务|Legal
  01|法务专员|Legal Specialist
  02|法务经理|Legal Manager
  03|律师|Lawyer
  04|律师助理|Paralegal
  05|合规|Compliance Specialist
  06|知识产权/专利|Intellectual Property / Patent Specialist
  07|法务总监|Legal Director
20|教育培训|Education & Training
 01|教师|Teachers
  01|英语老师|English Teacher
  02|语文老师|Chinese Teacher
  03|数学老师|Mathematics Teacher
  04|物理老师|Physics Teacher
  05|化学老师|Chemistry Teacher
  06|幼教|Preschool Teacher
  07|班主任|Class Teacher
  08|家教|Private Tutor
  09|音乐老师|Music Teacher
  10|美术老师|Art Teacher
  11|体育老师|Physical Education Teacher
  12|编程老师|Coding Teacher
 02|职业培训|Vocational Training
  01|培训讲师|Trainer
  02|职业技能培训师|Vocational Skills Trainer
  03|健身教练|Fitness Coach
  04|瑜伽老师|Yoga Instructor
  05|驾校教练|Driving Instructor
 03|教育运营/管理|Education Operations & Management
  01|教务管理|Academic Affairs
  02|学管师|Student Advisor
  03|校长|Principal
  04|教学教研|Curriculum Researcher
  05|留学顾问|Study Abroad Advisor
21|医疗健康|Healthcare
 01|医生|Doctors
  01|内科医生|Physician
  02|外科医生|Surgeon
  03|儿科医生|Paediatrician
  04|口腔科医生|Dentist
  05|中医|Traditional Chinese Medicine Doctor
  06|全科医生|General Practitioner
  07|医生助理|Physician Assistant
 02|护理|Nursing
  01|护士|Nurse
  02|护士长|Head Nurse
  03|护工|Caregiver
  04|养老护理员|Elderly Caregiver
 03|医技/药剂|Medical Technology & Pharmacy
  01|药剂师|Pharmacist
  02|检验科医师|Laboratory Technician
  03|放射科医生|Radiologist
  04|康复治疗师|Rehabilitation Therapist
  05|营养师|Dietitian
  06|心理咨询师|Psychological Counsellor
 04|医药研发/生产|Pharmaceutical R&D & Production
  01|医药研发|Pharmaceutical R&D
  02|临床研究|Clinical Research Associate
  03|药品注册|Drug Registration Specialist
  04|医疗器械研发|Medical Device R&D
  05|药品生产|Drug Production
22|生产制造|Manufacturing
 01|生产管理|Production Management
  01|生产主管|Production Supervisor
  02|厂长|Plant Manager
  03|车间主任|Workshop Director
  04|生产计划|Production Planner
  05|生产跟单|Production Merchandiser
 02|质量管理|Quality Management
  01|质量工程师|Quality Engineer
  02|质量检验员|Quality Inspector
  03|质量管理/测试经理|Quality Manager
  04|体系工程师|Quality System Engineer
  05|安全员|Safety Officer
 03|机械/工程|Mechanical Engineering
  01|机械工程师|Mechanical Engineer
  02|工艺工程师|Process Engineer
  03|设备工程师|Equipment Engineer
  04|自动化工程师|Automation Engineer
  05|电气工程师|Electrical Engineer
  06|模具工程师|Mould Engineer
  07|研发助理|R&D Assistant
 04|普工/技工|Workers & Technicians
  01|普工|General Worker
  02|操作工|Machine Operator
  03|电工|Electrician
  04|焊工|Welder
  05|叉车工|Forklift Operator
  06|钳工|Fitter
  07|装配工|Assembler
  08|包装工|Packer
 05|汽车制造|Automotive
  01|汽车设计|Automotive Designer
  02|汽车研发工程师|Automotive R&D Engineer
  03|汽车维修|Auto Mechanic
  04|新能源汽车工程师|New Energy Vehicle Engineer
 06|采购|Purchasing
  01|采购专员|Purchasing Specialist
  02|采购经理/主管|Purchasing Manager / Lead
  03|供应商管理|Supplier Manager
23|物流仓储|Logistics & Warehousing
 01|物流|Logistics
  01|物流专员|Logistics Specialist
  02|物流调度员|Logistics Dispatcher
  03|物流经理|Logistics Manager
  04|货运代理|Freight Forwarder
  05|报关员|Customs Broker
  06|供应链专员|Supply Chain Specialist
  07|供应链经理|Supply Chain Manager
 02|仓储|Warehousing
  01|仓库管理员|Warehouse Keeper
  02|仓储主管|Warehouse Supervisor
  03|理货员|Tally Clerk
  04|分拣员|Sorter
  05|仓库经理|Warehouse Manager
 03|运输/配送|Transport & Delivery
  01|货车司机|Truck Driver
  02|快递员|Courier
  03|外卖骑手|Food Delivery Rider
  04|配送员|Delivery Driver
  05|商务司机|Business Driver
  06|网约车司机|Ride-hailing Driver
  07|跟车员|Delivery Assistant
24|餐饮|Catering
 01|厨师/后厨|Kitchen
  01|厨师|Cook
  02|中餐厨师|Chinese Cuisine Cook
  03|西餐厨师|Western Cuisine Cook
  04|面点师|Pastry Cook
  05|厨师长|Head Chef
  06|帮厨|Kitchen Helper
  07|洗碗工|Dishwasher
 02|前厅服务|Front of House
  01|服务员|Waiter
  02|传菜员|Food Runner
  03|迎宾|Host / Hostess
  04|收银员|Cashier
  05|咖啡师|Barista
  06|调酒师|Bartender
  07|茶艺师|Tea Specialist
  08|烘焙师|Baker
 03|餐饮管理|Catering Management
  01|餐饮店长|Restaurant Manager
  02|餐饮主管|Restaurant Supervisor
  03|领班|Team Lead (Restaurant)
25|零售|Retail
 01|门店|Stores
  01|店长|Store Manager
  02|店员/营业员|Shop Assistant
  03|导购员|Sales Guide
  04|收银员|Cashier
  05|理货员|Merchandiser
  06|促销员|Promoter
  07|陈列员|Display Staff
 02|零售管理|Retail Management
  01|区域督导|Area Supervisor
  02|区域经理|Area Manager
  03|门店运营|Store Operations
  04|商品经理|Merchandise Manager
  05|买手|Buyer
26|服务业|Services
 01|客服|Customer Service
  01|客服专员|Customer Service Specialist
  02|电话客服|Call Centre Agent
  03|网络客服|Online Customer Service
  04|售后客服|After-sales Service
  05|客服经理/主管|Customer Service Manager / Lead
 02|生活服务|Personal Services
  01|保洁|Cleaner
  02|保安|Security Guard
  03|家政|Housekeeper
  04|育婴师|Infant Caregiver
  05|月嫂|Postnatal Caregiver
  06|美容师|Beautician
  07|美发师|Hairdresser
  08|美甲师|Manicurist
  09|按摩/足疗师|Massage Therapist
  10|宠物美容|Pet Groomer
 03|酒店/旅游|Hotels & Travel
  01|酒店前台|Hotel Receptionist
  02|客房服务员|Room Attendant
  03|酒店经理|Hotel Manager
  04|导游|Tour Guide
  05|旅游顾问|Travel Consultant
  06|票务|Ticketing Agent
 04|物业|Property Management
  01|物业管理员|Property Administrator
  02|物业经理|Property Manager
  03|物业维修|Property Maintenance
27|建筑|Construction & Real Estate
 01|建筑设计|Architectural Design
  01|建筑设计师|Architect (Building)
  02|结构工程师|Structural Engineer
  03|给排水工程师|Plumbing Engineer
  04|暖通工程师|HVAC Engineer
  05|城市规划|Urban Planner
 02|施工/工程|Construction
  01|土建工程师|Civil Engineer
  02|施工员|Construction Technician
  03|造价工程师|Cost Engineer
  04|工程监理|Construction Supervisor
  05|项目经理（建筑）|Construction Project Manager
  06|资料员|Documentation Clerk
  07|测绘员|Surveyor
 03|房地产|Real Estate
  01|房地产策划|Real Estate Planner
  02|房地产开发|Real Estate Developer
  03|置业顾问|Property Consultant
  04|招商经理|Leasing Manager
28|金融|Financial Services
 01|银行|Banking
  01|柜员|Bank Teller
  02|客户经理（银行）|Relationship Manager (Bank)
  03|信贷专员|Credit Specialist
  04|风控|Risk Control Specialist
  05|大堂经理|Lobby Manager
 02|证券/投资|Securities & Investment
  01|投资经理|Investment Manager
  02|行业研究员|Industry Analyst
  03|证券分析师|Securities Analyst
  04|基金经理|Fund Manager
  05|交易员|Trader
  06|投资助理|Investment Assistant
 03|保险|Insurance
  01|保险精算师|Actuary
  02|核保|Underwriter
  03|理赔|Claims Adjuster
  04|保险内勤|Insurance Back Office
29|传媒|Media & Content
 01|采编/写作|Editorial & Writing
  01|编辑|Editor
  02|记者|Journalist
  03|主编|Editor-in-Chief
  04|撰稿人|Writer
  05|校对|Proofreader
 02|影视/直播|Film, TV & Live Streaming
  01|主播|Live Streamer
  02|导演|Director (Film)
  03|摄影师|Photographer
  04|摄像师|Videographer
  05|主持人|Host (Presenter)
  06|经纪人|Talent Agent
  07|配音|Voice Actor
30|咨询/翻译|Consulting & Translation
 01|咨询|Consulting
  01|咨询顾问|Consultant
  02|管理咨询|Management Consultant
  03|IT咨询|IT Consultant
  04|咨询项目经理|Consulting Project Manager
 02|翻译|Translation
  01|英语翻译|English Translator
  02|日语翻译|Japanese Translator
  03|韩语翻译|Korean Translator
  04|其他语种翻译|Translator (Other Languages)
31|农林牧渔|Agriculture
 01|农林牧渔|Agriculture, Forestry & Fishery
  01|农艺师|Agronomist
  02|畜牧兽医|Veterinarian
  03|养殖技术员|Livestock Technician
  04|园林绿化|Landscaping Technician
  05|农业技术员|Agricultural Technician
`;
